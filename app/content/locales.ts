/** The site's languages. English keeps the specification's URLs; German lives under /de. */
export const locales = ["en", "de"] as const;
export type Locale = (typeof locales)[number];

/** The language of `x-default`: where a visitor lands who has not chosen. */
export const DEFAULT_LOCALE: Locale = "en";

export interface LocaleSettings {
  /** Put before every English page path; the English pages have none. */
  prefix: "" | `/${string}`;
  /** `<html lang>`: German is written for Austria. */
  htmlLang: string;
  /** The `hreflang` of the alternate links, and of the link to this language. */
  hreflang: string;
  ogLocale: string;
}

export const localeSettings = {
  en: { prefix: "", htmlLang: "en", hreflang: "en", ogLocale: "en_GB" },
  de: { prefix: "/de", htmlLang: "de-AT", hreflang: "de", ogLocale: "de_AT" },
} as const satisfies Record<Locale, LocaleSettings>;
