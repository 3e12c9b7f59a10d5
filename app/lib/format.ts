import { perLocale } from "~/content/intl";
import { localeSettings, type Locale } from "~/content/locales";
import type { UserRange } from "~/content/price-list";
import type { PricesText } from "~/content/data";

export { formatDate } from "~/content/intl";

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

/** Words with one placeholder filled: ("Prices valid from {validFrom}.", "validFrom", "1 May 2026"). */
export function fill(words: string, name: string, value: string): string {
  return words.replaceAll(`{${name}}`, value);
}

export function fillAll(words: string, values: Readonly<Record<string, string>>): string {
  return Object.entries(values).reduce((text, [name, value]) => fill(text, name, value), words);
}
