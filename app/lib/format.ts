import type { Locale } from "~/content/locales";
import type { UserRange } from "~/content/price-list";

/**
 * Whole numbers grouped in thousands: "1,234,567" in English, "1.234.567" in German, as Austrian
 * business writing has it (CLDR's de-AT groups with a space, which also differs between Node's
 * ICU and some browsers'; de-DE writes points everywhere). Built once per locale, so the
 * prerendered page and the hydrated one print the same characters.
 */
const wholeNumber = {
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }),
  de: new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 }),
} satisfies Record<Locale, Intl.NumberFormat>;

export function formatNumber(value: number, locale: Locale): string {
  return wholeNumber[locale].format(value);
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
 * as 2026-01-01; read as UTC, so no time zone moves it to the day before.
 */
const longDate = {
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }),
  de: new Intl.DateTimeFormat("de-AT", { dateStyle: "long", timeZone: "UTC" }),
} satisfies Record<Locale, Intl.DateTimeFormat>;

export function formatDate(date: string | Date, locale: Locale): string {
  return longDate[locale].format(typeof date === "string" ? new Date(`${date}T00:00:00Z`) : date);
}

/** Words with one placeholder filled: ("Prices valid from {validFrom}.", "validFrom", "1 May 2026"). */
export function fill(words: string, name: string, value: string): string {
  return words.replaceAll(`{${name}}`, value);
}

/** Words with each `{name}` of `values` filled: ("{offering} added: {price}.", { offering, price }). */
export function fillAll(words: string, values: Readonly<Record<string, string>>): string {
  return Object.entries(values).reduce((text, [name, value]) => fill(text, name, value), words);
}
