import { localeSettings, type Locale } from "./locales.ts";

/** Made on first use: the first formatter starts ICU (25–57 ms; docs/performance-findings.md). */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale) as T;
  };
}

const longDates = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(localeSettings[locale].wordsLocale, {
      dateStyle: "long",
      timeZone: "UTC",
    }),
);

/** "1 January 2026", "1. Jänner 2026"; a data date (2026-01-01) is read as UTC, so it stays put. */
export function formatDate(date: string | Date, locale: Locale): string {
  return longDates(locale).format(typeof date === "string" ? new Date(`${date}T00:00:00Z`) : date);
}
