import { tiers, type Offering } from "~/content/price-list";
import type { PricesContent } from "~/content/prices";
import type { Locale } from "~/content/locales";
import { formatPrice, formatUserRange } from "~/lib/format";

/** One offering's list prices, a row per user tier. */
interface PriceTableProps {
  offering: Offering;
  words: PricesContent["page"];
  locale: Locale;
}

export function PriceTable({ offering, words, locale }: PriceTableProps) {
  return (
    <div className="price-table overflow-hidden rounded-2xl border border-border bg-raised print:break-inside-avoid">
      <table className="w-full border-collapse text-left">
        <caption className="px-5 pt-5 pb-3 text-left text-lg font-semibold text-balance">
          {offering.title}
          {offering.subtitle && (
            <span className="block text-sm font-normal text-fg-muted">{offering.subtitle}</span>
          )}
        </caption>
        <thead>
          <tr className="border-y border-border bg-surface text-sm text-fg-muted">
            <th scope="col" className="px-5 py-2 font-semibold">
              {words.tableHeaders.metric}
            </th>
            <th scope="col" className="px-5 py-2 text-right font-semibold">
              {words.tableHeaders.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.id} className="border-b border-border last:border-b-0 even:bg-surface/60">
              <th scope="row" className="px-4 py-3 font-normal sm:px-5">
                {formatUserRange(tier.users, words.userRange, locale)}
              </th>
              <td className="px-4 py-3 text-right font-semibold tabular-nums sm:px-5">
                {formatPrice(offering.prices[tier.id], locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {offering.notes && (
        <ul className="border-t border-border px-5 py-3 text-sm text-fg-muted">
          {offering.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
