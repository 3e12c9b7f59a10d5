import type { Locale } from "~/content/locales";
import type { PricesContent } from "~/content/price-list";
import { formatPrice } from "~/lib/format";
import type { EstimateLine } from "~/lib/price-explorer";

type EstimateWords = PricesContent["explorer"]["estimate"];

/** "450,000 EUR": an amount as the estimate shows and mails it. */
export function formatAmount(euros: number, words: EstimateWords, locale: Locale): string {
  return `${formatPrice(euros, locale)} ${words.currency}`;
}

interface EstimateMail {
  email: string;
  words: EstimateWords;
  tierLabel: string;
  lines: readonly EstimateLine[];
  total: number;
  locale: Locale;
}

/** A `mailto:` link whose subject and body carry the estimate: tier, lines, total, VAT note. */
export function estimateMailHref({ email, words, tierLabel, lines, total, locale }: EstimateMail) {
  const { amountSeparator: separator } = words;
  const body = [
    `${words.mailTier}${tierLabel}`,
    "",
    ...lines.map(
      (line) => `${line.offering.title}${separator}${formatAmount(line.price ?? 0, words, locale)}`,
    ),
    "",
    `${words.mailTotal}${formatAmount(total, words, locale)}`,
    words.exclVat,
  ].join("\n");
  const query = `subject=${encodeURIComponent(words.mailSubject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${email}?${query}`;
}
