import { localeSettings, type Locale } from "~/content/locales";
import type { UserRange } from "~/content/price-list";

/**
 * Made on first use, not as the module loads: a browser's first number formatter starts ICU's
 * number formatting (25–57 ms unthrottled). On the price page that is while the explorer's
 * controls hydrate, after the largest paint, not inside an interaction, and no task of it is long
 * (docs/performance-findings.md, issue 50).
 */
const wholeNumbers = new Map<Locale, Intl.NumberFormat>();

/** A whole number, grouped in thousands: 50000 → "50,000", "50.000". */
export function formatNumber(value: number, locale: Locale): string {
  let format = wholeNumbers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(localeSettings[locale].numberLocale, {
      maximumFractionDigits: 0,
    });
    wholeNumbers.set(locale, format);
  }
  return format.format(value);
}

export interface UserRangeWords {
  separator: string;
  openEnded: string;
  unit: string;
}

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

/** A tier's metric from its numbers: "5,000 – 10,000 registered users", "50,000+ registered users". */
export function formatUserRange(range: UserRange, words: UserRangeWords, locale: Locale): string {
  return `${formatRange(range, words, locale)} ${words.unit}`;
}

/**
 * A calendar date as its readers write it: "1 January 2026", "1. Jänner 2026". The data holds it
 * as 2026-01-01; read as UTC, so no time zone moves it to the day before. Each formatter is made
 * on first use: the price page's dates are written at build time, and the browser needs one only
 * to print the day a printout was made.
 */
const longDateOptions: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };
const longDate = new Map<Locale, Intl.DateTimeFormat>();

export function formatDate(date: string | Date, locale: Locale): string {
  let format = longDate.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeSettings[locale].wordsLocale, longDateOptions);
    longDate.set(locale, format);
  }
  return format.format(typeof date === "string" ? new Date(`${date}T00:00:00Z`) : date);
}

/** Words with one placeholder filled: ("Prices valid from {validFrom}.", "validFrom", "1 May 2026"). */
export function fill(words: string, name: string, value: string): string {
  return words.replaceAll(`{${name}}`, value);
}

/** Words with each `{name}` of `values` filled: ("{offering} added: {price}.", { offering, price }). */
export function fillAll(words: string, values: Readonly<Record<string, string>>): string {
  return Object.entries(values).reduce((text, [name, value]) => fill(text, name, value), words);
}
