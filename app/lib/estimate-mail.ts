import type { Locale } from "~/content/locales";
import type { PricesContent } from "~/content/price-list";
import { countWords, fill, fillAll, formatNumber } from "~/lib/format";
import type { EstimateLine, NextTierStep } from "~/lib/price-explorer";

type EstimateWords = PricesContent["explorer"]["estimate"];

/** "450,000 EUR": an amount as the estimate shows and mails it. */
export function formatAmount(euros: number, words: EstimateWords, locale: Locale): string {
  // A no-break space: a line never ends between an amount and its currency.
  return `${formatNumber(euros, locale)}\u00a0${words.currency}`;
}

/** "Total for 3 offerings: 690,000 EUR": the mail's last line, and what a tier's choice says. */
export function totalLine(count: number, euros: number, words: EstimateWords, locale: Locale) {
  return countWords(words.mailTotal, count, locale, { total: formatAmount(euros, words, locale) });
}

/** "2,000 more users stay in this tier. From 10,001 users, these 3 offerings cost …" */
export function nextTierText(step: NextTierStep, words: EstimateWords, locale: Locale): string {
  const { nextTier } = words;
  const room: string[] = [];
  if (step.room === 0) room.push(countWords(nextTier.roomNone, step.upperBound, locale));
  else if (step.room !== undefined) room.push(countWords(nextTier.room, step.room, locale));
  const cost = countWords(nextTier.cost, step.offerings, locale, {
    from: formatNumber(step.from, locale),
    total: formatAmount(step.total, words, locale),
    difference: formatAmount(step.difference, words, locale),
  });
  return [...room, cost].join(" ");
}

export interface EstimateText {
  words: EstimateWords;
  tierLabel: string;
  /** The typed count, formatted ("8,000"); none for a chosen tier. */
  users?: string;
  lines: readonly EstimateLine[];
  total: number;
  locale: Locale;
  /** What a price buys, and from when the prices hold: sentences of the page. */
  terms: readonly string[];
  link: string;
  nextTier?: string;
}

/** The estimate as plain text, for a mail. */
export function estimateText({ words, lines, locale, ...text }: EstimateText) {
  const amount = (euros: number) => formatAmount(euros, words, locale);
  return [
    ...(text.users ? [fill(words.usersLine, "users", text.users)] : []),
    fill(words.mailTier, "tier", text.tierLabel),
    "",
    ...lines.map((line) =>
      fillAll(words.mailLine, { offering: line.offering.title, price: amount(line.price ?? 0) }),
    ),
    "",
    totalLine(lines.length, text.total, words, locale),
    words.exclVat,
    ...text.terms,
    ...(text.nextTier ? ["", text.nextTier] : []),
    "",
    fill(words.linkLine, "link", text.link),
  ].join("\n");
}

/** A `mailto:` link; spaces as %20, which every mail program reads (not +). */
export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
