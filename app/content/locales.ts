/** How a language's words are set at build: data, so that a language needs no code of its own. */
interface Typography {
  /** The `hyphen` package's patterns (`hyphen/<name>`): long words get soft hyphens. */
  hyphenation?: string;
  /**
   * Words that never end a line, in any case: a no-break space keeps them with the next ("§ 5",
   * "Art. 6", Polish "w domu").
   */
  keepWithNext?: readonly string[];
}

/** What a language's line says; the rest follows from its key (`settingsOf`). */
interface LocaleLine {
  /** `<html lang>`: German is written for Austria. */
  htmlLang: string;
  /** `Intl` locale of dates and lists, and the Open Graph locale: the `lang` unless given. */
  wordsLocale?: string;
  /** `Intl` locale of whole numbers: the words' unless given. */
  numberLocale?: string;
  /** How its words are set (./hyphenation.ts, ./site-content.ts). */
  typography?: Typography;
  /** Between a CSV file's fields. */
  csvSeparator?: "," | ";";
}

/**
 * The site's languages, by their folder under `content/`, which is also their URL prefix and
 * hreflang. German numbers read "1.234.567" (CLDR's de-AT space differs between ICUs), and its
 * CSV uses `;`, as its spreadsheets read `,` as the decimal sign.
 */
const siteLocales = {
  en: {
    htmlLang: "en",
    wordsLocale: "en-GB",
    numberLocale: "en-US",
    typography: { keepWithNext: ["§", "Art."] },
  },
  de: {
    htmlLang: "de-AT",
    numberLocale: "de-DE",
    typography: { hyphenation: "de-1996", keepWithNext: ["§", "Art.", "Abs.", "lit."] },
    csvSeparator: ";",
  },
  pl: {
    htmlLang: "pl",
    wordsLocale: "pl-PL",
    typography: {
      hyphenation: "pl",
      keepWithNext: ["§", "art.", "ust.", "lit.", "a", "i", "o", "u", "w", "z"],
    },
    csvSeparator: ";",
  },
} as const satisfies Record<string, LocaleLine>;

export type Locale = keyof typeof siteLocales;

/** The language of `x-default`, and of the pages without a prefix (the specification's URLs). */
export const DEFAULT_LOCALE: Locale = "en";

/** A test build's machine-made English (PSEUDO_LOCALE=1, scripts/build-pseudo.ts). */
export const PSEUDO_LOCALE = "en-XA" as Locale;
const pseudoLocale = { [PSEUDO_LOCALE]: { ...siteLocales.en, htmlLang: "en-XA" } };

function settingsOf(key: string, line: LocaleLine) {
  const wordsLocale = line.wordsLocale ?? line.htmlLang;
  return {
    // Before every page path of the language; the default language has none.
    prefix: key === DEFAULT_LOCALE ? "" : `/${key.toLowerCase()}`,
    hreflang: key,
    ogLocale: wordsLocale.replace("-", "_"),
    htmlLang: line.htmlLang,
    wordsLocale,
    numberLocale: line.numberLocale ?? wordsLocale,
    typography: line.typography ?? {},
    csvSeparator: line.csvSeparator ?? ",",
  };
}

export const localeSettings = Object.fromEntries(
  Object.entries({ ...siteLocales, ...pseudoLocale }).map(([key, line]) => [
    key,
    settingsOf(key, line),
  ]),
) as Record<Locale, ReturnType<typeof settingsOf>>;

// Read where it exists: the module also runs in the browser (lib/format.ts), where no build is.
const withPseudo = globalThis.process?.env["PSEUDO_LOCALE"] === "1";

/** The languages this build has pages in. */
export const locales = Object.keys(withPseudo ? localeSettings : siteLocales) as Locale[];

/** CLDR's plural categories, in CLDR's order. */
export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** The forms a language's words for a count need: English one/other, Polish one/few/many/other. */
export function pluralCategoriesOf(locale: Locale): PluralCategory[] {
  const used = new Intl.PluralRules(localeSettings[locale].wordsLocale).resolvedOptions()
    .pluralCategories as readonly string[];
  return PLURAL_CATEGORIES.filter((category) => used.includes(category));
}

/** Every form any of the site's languages needs: the fields the editor shows for a count. */
export const SITE_PLURAL_CATEGORIES = PLURAL_CATEGORIES.filter((category) =>
  (Object.keys(siteLocales) as Locale[]).some((locale) =>
    pluralCategoriesOf(locale).includes(category),
  ),
);
