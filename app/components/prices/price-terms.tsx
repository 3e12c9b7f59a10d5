import type { Locale } from "~/content/locales";
import { tiers } from "~/content/price-list";
import type { PricesContent } from "~/content/prices";
import { formatNumber, formatRange, type UserRangeWords } from "~/lib/format";

interface PriceTermsProps {
  words: PricesContent["explorer"];
  userRange: UserRangeWords;
  locale: Locale;
}

/** What the prices are (net of VAT, § 5 (2) ECG) and how tiers are bounded; printed too. */
export function PriceTerms({ words, userRange, locale }: PriceTermsProps) {
  const [first] = tiers;
  const { before, middle, after } = words.tierRule;
  return (
    <p className="mt-3 max-w-2xl font-medium">
      {words.vat} {before}
      {formatNumber(first.users.to, locale)}
      {middle}
      {/* The range keeps one line: a line that starts with its dash reads as a minus. */}
      <span className="whitespace-nowrap">{formatRange(first.users, userRange, locale)}</span>
      {after}
    </p>
  );
}
