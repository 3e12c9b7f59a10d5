import type { Locale } from "~/content/locales";
import type { UserRange } from "~/content/price-list";

/**
 * Whole numbers grouped in thousands: "3,200,000" in English, "3.200.000" in German, as Austrian
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
