import type { Locale } from "~/content/locales";
import type { UserRange } from "~/content/price-list";

/**
 * The thousands separator of whole numbers: "1,234,567" in English, "1.234.567" in German, as
 * Austrian business writing has it (CLDR's de-AT groups with a space, which also differs between
 * Node's ICU and some browsers'; de-DE writes points everywhere). These are the characters
 * `Intl.NumberFormat` writes for en-US and de-DE, and a unit test holds them equal to it for every
 * price of the list. They are grouped here rather than by `Intl` because the explorer formats
 * numbers in the browser: Chromium's first `Intl.NumberFormat` in a page starts ICU's number
 * formatting, 25–57 ms of the main thread on this project's machines (×4 on a slow phone), which
 * the island's start would pay before its first render.
 */
const THOUSANDS_SEPARATOR = { en: ",", de: "." } satisfies Record<Locale, string>;

/** A whole number, rounded half away from zero as `Intl.NumberFormat` does, grouped in thousands. */
export function formatNumber(value: number, locale: Locale): string {
  const digits = Math.round(Math.abs(value)).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR[locale]);
  return value < 0 && digits !== "0" ? `-${grouped}` : grouped;
}

/** A whole-euro list price as the price list shows it, e.g. 50000 → "50,000". */
export function formatPrice(euros: number, locale: Locale): string {
  return formatNumber(euros, locale);
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
 * to print the day a printout was made (see `formatNumber` for what a first formatter costs).
 */
const longDateOptions: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };
const longDateLocale = { en: "en-GB", de: "de-AT" } satisfies Record<Locale, string>;
const longDate = new Map<Locale, Intl.DateTimeFormat>();

export function formatDate(date: string | Date, locale: Locale): string {
  let format = longDate.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(longDateLocale[locale], longDateOptions);
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
