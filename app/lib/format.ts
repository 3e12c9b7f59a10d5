import { perLocale } from "~/content/intl";
import { withoutMarks } from "~/content/marks";
import { localeSettings, type Locale, type PluralCategory } from "~/content/locales";
import type { PluralForms } from "~/content/schema";
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
export function formatRange({ from, to }: UserRange, words: UserRangeWords, locale: Locale) {
  return to === undefined
    ? fill(words.openEnded, "from", formatNumber(from, locale))
    : fillAll(words.bounded, { from: formatNumber(from, locale), to: formatNumber(to, locale) });
}

/** "5,000 – 10,000 registered users", "50,000+ registered users": counted by its top. */
export function formatUserRange(range: UserRange, words: UserRangeWords, locale: Locale): string {
  return countWords(words.users, range.to ?? range.from, locale, {
    range: formatRange(range, words, locale),
  });
}

const pluralRules = perLocale((locale) => new Intl.PluralRules(localeSettings[locale].wordsLocale));

/** The form of the words its language takes for `count` (`Intl.PluralRules`), unfilled. */
export function pluralForm(forms: PluralForms, count: number, locale: Locale): string {
  return forms[pluralRules(locale).select(count) as PluralCategory] ?? forms.other;
}

/** The words for `count`, `{count}` and the other `values` filled: "1 offering", "5 pozycji". */
export function countWords(
  forms: PluralForms,
  count: number,
  locale: Locale,
  values: Readonly<Record<string, string>> = {},
): string {
  return fillAll(pluralForm(forms, count, locale), {
    count: formatNumber(count, locale),
    ...values,
  });
}

/** Words with one placeholder filled: ("Prices valid from {validFrom}.", "validFrom", "1 May 2026"). */
export function fill(words: string, name: string, value: string): string {
  return words.replaceAll(`{${name}}`, value);
}

/**
 * An "Add to estimate" box's name as a screen reader says it: the content's whole sentence, the
 * words it hides from sight included ("Add to estimate – BOP ETL").
 */
export function boxName(addToEstimate: string, title: string): string {
  return withoutMarks(fill(addToEstimate, "offering", title));
}

export function fillAll(words: string, values: Readonly<Record<string, string>>): string {
  return Object.entries(values).reduce((text, [name, value]) => fill(text, name, value), words);
}
