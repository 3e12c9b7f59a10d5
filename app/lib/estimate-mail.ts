import type { Locale } from "~/content/locales";
import type { PricesContent } from "~/content/price-list";
import { formatPrice } from "~/lib/format";
import type { EstimateLine } from "~/lib/price-explorer";

type EstimateWords = PricesContent["explorer"]["estimate"];

/** "450,000 EUR": an amount as the estimate shows and mails it. */
export function formatAmount(euros: number, words: EstimateWords, locale: Locale): string {
  return `${formatPrice(euros, locale)} ${words.currency}`;
}

export interface EstimateText {
  words: EstimateWords;
  tierLabel: string;
  /** The count of registered users as typed and formatted ("8,000"); none for a chosen tier. */
  users?: string;
  lines: readonly EstimateLine[];
  total: number;
  locale: Locale;
  /** What a price buys, and from when the prices hold: sentences of the page. */
  terms: readonly string[];
  /** The address that restores this estimate. */
  link: string;
}

/**
 * The estimate as plain text, for a mail: users and tier, each offering's price, the total, what
 * the prices are and from when they hold, and the link back to the estimate.
 */
export function estimateText({
  words,
  tierLabel,
  users,
  lines,
  total,
  locale,
  terms,
  link,
}: EstimateText) {
  const { amountSeparator: separator } = words;
  return [
    ...(users ? [`${words.usersLine}${users}`] : []),
    `${words.mailTier}${tierLabel}`,
    "",
    ...lines.map(
      (line) => `${line.offering.title}${separator}${formatAmount(line.price ?? 0, words, locale)}`,
    ),
    "",
    `${words.mailTotal}${formatAmount(total, words, locale)}`,
    words.exclVat,
    ...terms,
    "",
    `${words.linkLine}${link}`,
  ].join("\n");
}

/**
 * A `mailto:` link with a subject and body; with no address the buyer's mail program asks whom
 * to send it to. Spaces are encoded as %20, which every mail program reads (not +).
 */
export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
