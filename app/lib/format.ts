import { localeSettings, type Locale } from "~/content/locales";
import type { UserRange } from "~/content/price-list";
import type { PricesText } from "~/content/schema";

/** Made on first use: the first formatter starts ICU (25–57 ms; docs/performance-findings.md). */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale) as T;
  };
}

const wholeNumbers = perLocale(
  (locale) =>
    new Intl.NumberFormat(localeSettings[locale].numberLocale, { maximumFractionDigits: 0 }),
);

/** A whole number, grouped in thousands: 50000 → "50,000", "50.000". */
export function formatNumber(value: number, locale: Locale): string {
  return wholeNumbers(locale).format(value);
}

export type UserRangeWords = PricesText["page"]["userRange"];

/** A tier's range from its numbers: "5,000 – 10,000", "50,000+". */
export function formatRange(
  { from, to }: UserRange,
  words: UserRangeWords,
  locale: Locale,
): string {
  return to === undefined
    ? `${formatNumber(from, locale)}${words.openEnded}`
    : `${formatNumber(from, locale)}${words.separator}${formatNumber(to, locale)}`;
}

/** "5,000 – 10,000 registered users", "50,000+ registered users". */
export function formatUserRange(range: UserRange, words: UserRangeWords, locale: Locale): string {
  return `${formatRange(range, words, locale)} ${words.unit}`;
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

/** Words with one placeholder filled: ("Prices valid from {validFrom}.", "validFrom", "1 May 2026"). */
export function fill(words: string, name: string, value: string): string {
  return words.replaceAll(`{${name}}`, value);
}

export function fillAll(words: string, values: Readonly<Record<string, string>>): string {
  return Object.entries(values).reduce((text, [name, value]) => fill(text, name, value), words);
}
