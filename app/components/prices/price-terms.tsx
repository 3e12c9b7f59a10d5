import type { Locale } from "~/content/locales";
import type { PricesContent, Tiers } from "~/content/price-list";
import { formatNumber, formatRange, type UserRangeWords } from "~/lib/format";

interface PriceTermsProps {
  words: PricesContent["explorer"];
  tiers: Tiers;
  userRange: UserRangeWords;
  locale: Locale;
}

/** What the prices are (net of VAT, § 5 (2) ECG) and how tiers are bounded; printed too. */
export function PriceTerms({ words, tiers, userRange, locale }: PriceTermsProps) {
  const [first] = tiers;
  const { before, middle, after } = words.tierRule;
  return (
    <p className="mt-3 max-w-2xl font-medium">
      {words.vat} {before}
      {formatNumber(first.users.to ?? first.users.from, locale)}
      {middle}
      {/* The range keeps one line: a line that starts with its dash reads as a minus. */}
      <span className="whitespace-nowrap">{formatRange(first.users, userRange, locale)}</span>
      {after}
    </p>
  );
}
