/** What a language's line says; the rest follows from its key (`settingsOf`). */
interface LocaleLine {
  /** `<html lang>`: German is written for Austria. */
  htmlLang: string;
  /** `Intl` locale of dates and lists, and the Open Graph locale: the `lang` unless given. */
  wordsLocale?: string;
  /** `Intl` locale of whole numbers: the words' unless given. */
  numberLocale?: string;
  /** "german": long words marked where they may break (german-typography.ts). */
  typography?: "plain" | "german";
  /** Between a CSV file's fields. */
  csvSeparator?: "," | ";";
}

export interface LocaleSettings extends Required<LocaleLine> {
  /** Put before every page path of the language; the default language has none. */
  prefix: "" | `/${string}`;
  /** The `hreflang` of the alternate links, and of the link to this language. */
  hreflang: string;
  ogLocale: string;
}

/**
 * The site's languages, a line each, by the folder of their words under `content/`, which is also
 * their URL prefix and hreflang. The host configs (the Node server's, nginx's) are written from it
 * by the build (integrations/host-files.ts). German writes numbers "1.234.567", as Austrian business
 * writing has it (CLDR's de-AT groups with a space, which differs between ICUs), and separates CSV
 * fields with `;`, since its spreadsheets read `,` as the decimal sign.
 */
const siteLocales = {
  en: { htmlLang: "en", wordsLocale: "en-GB", numberLocale: "en-US" },
  de: { htmlLang: "de-AT", numberLocale: "de-DE", typography: "german", csvSeparator: ";" },
} as const satisfies Record<string, LocaleLine>;

export type Locale = keyof typeof siteLocales;

/** The language of `x-default`, and of the pages without a prefix (the specification's URLs). */
export const DEFAULT_LOCALE: Locale = "en";

/**
 * A test build's third language (PSEUDO_LOCALE=1, scripts/build-pseudo.ts): English, made by
 * machine with every string accented and longer, so a string left out of the content shows. Typed
 * as a site language: its words and settings are English's, so whatever holds for one holds for it.
 */
export const PSEUDO_LOCALE = "en-XA" as Locale;
const pseudoLocale = { [PSEUDO_LOCALE]: { ...siteLocales.en, htmlLang: "en-XA" } };

function settingsOf(key: string, line: LocaleLine): LocaleSettings {
  const wordsLocale = line.wordsLocale ?? line.htmlLang;
  return {
    prefix: key === DEFAULT_LOCALE ? "" : `/${key.toLowerCase()}`,
    hreflang: key,
    ogLocale: wordsLocale.replace("-", "_"),
    htmlLang: line.htmlLang,
    wordsLocale,
    numberLocale: line.numberLocale ?? wordsLocale,
    typography: line.typography ?? "plain",
    csvSeparator: line.csvSeparator ?? ",",
  };
}

export const localeSettings = Object.fromEntries(
  Object.entries({ ...siteLocales, ...pseudoLocale }).map(([key, line]) => [
    key,
    settingsOf(key, line),
  ]),
) as Record<Locale, LocaleSettings>;

// Read where it exists: the module also runs in the browser (lib/format.ts), where no build is.
const withPseudo = globalThis.process?.env["PSEUDO_LOCALE"] === "1";

/** The languages this build has pages in. */
export const locales = Object.keys(withPseudo ? localeSettings : siteLocales) as Locale[];
