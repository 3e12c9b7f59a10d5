export interface LocaleSettings {
  /** Put before every page path of the language; the default language has none. */
  prefix: "" | `/${string}`;
  /** `<html lang>`: German is written for Austria. */
  htmlLang: string;
  /** The `hreflang` of the alternate links, and of the link to this language. */
  hreflang: string;
  ogLocale: string;
  /** `Intl` locale of dates and lists in the language's words. */
  wordsLocale: string;
  /**
   * `Intl` locale of whole numbers: "1.234.567" in German, as Austrian business writing has it
   * (CLDR's de-AT groups with a space, which also differs between Node's ICU and some browsers').
   */
  numberLocale: string;
  /** "german": long words marked where they may break (german-typography.ts). */
  typography: "plain" | "german";
  /** Between a CSV file's fields: German spreadsheets read `,` as the decimal sign. */
  csvSeparator: "," | ";";
}

/**
 * The site's languages, an entry each, with their words in `content/<key>/`. English keeps the
 * specification's URLs. The host configs (the Node server, nginx, Cloudflare Pages) are written
 * from this list by the build (integrations/host-files.ts).
 */
const siteLocales = {
  en: {
    prefix: "",
    htmlLang: "en",
    hreflang: "en",
    ogLocale: "en_GB",
    wordsLocale: "en-GB",
    numberLocale: "en-US",
    typography: "plain",
    csvSeparator: ",",
  },
  de: {
    prefix: "/de",
    htmlLang: "de-AT",
    hreflang: "de",
    ogLocale: "de_AT",
    wordsLocale: "de-AT",
    numberLocale: "de-DE",
    typography: "german",
    csvSeparator: ";",
  },
} as const satisfies Record<string, LocaleSettings>;

export type Locale = keyof typeof siteLocales;

/**
 * A test build's third language (PSEUDO_LOCALE=1, scripts/build-pseudo.ts): English, made by
 * machine with every string accented and longer, so a string left out of the content shows. Typed
 * as a site language: its words and settings are English's, so whatever holds for one holds for it.
 */
export const PSEUDO_LOCALE = "en-XA" as Locale;

export const localeSettings: Record<Locale, LocaleSettings> = {
  ...siteLocales,
  [PSEUDO_LOCALE]: {
    ...siteLocales.en,
    prefix: "/en-xa",
    htmlLang: "en-XA",
    hreflang: "en-XA",
    ogLocale: "en_XA",
  },
};

// Read where it exists: the module also runs in the browser (lib/format.ts), where no build is.
const withPseudo = globalThis.process?.env["PSEUDO_LOCALE"] === "1";

/** The languages this build has pages in. */
export const locales = Object.keys(withPseudo ? localeSettings : siteLocales) as Locale[];

/** The language of `x-default`: where a visitor lands who has not chosen. */
export const DEFAULT_LOCALE: Locale = "en";
