import { memo, useMemo } from "react";
import { EstimateCheckbox } from "~/components/prices/estimate-checkbox";
import { PriceRow } from "~/components/prices/price-row";
import type { Locale } from "~/content/locales";
import type { Offering, PricesContent } from "~/content/price-list";
import { formatPrice, formatUserRange } from "~/lib/format";

interface PriceTableProps {
  offering: Offering;
  content: PricesContent;
  locale: Locale;
  picked: boolean;
  onToggle: (id: string) => void;
}

/** One offering's list prices, a row per user tier (SPEC.md §9), the chosen tier's row marked. */
function PriceTableOf({ offering, content, locale, picked, onToggle }: PriceTableProps) {
  const { page, explorer } = content;
  // The words and numbers of the rows are formatted once, not again for each tick.
  const rows = useMemo(
    () =>
      content.tiers.map((row) => ({
        id: row.id,
        metric: formatUserRange(row.users, page.userRange, locale),
        price: formatPrice(offering.prices[row.id], locale),
      })),
    [offering, content.tiers, page.userRange, locale],
  );
  return (
    <div className="price-table overflow-hidden rounded-2xl border border-border bg-raised print:break-inside-avoid">
      <table className="w-full border-collapse text-left">
        <caption className="px-5 pt-5 pb-3 text-left text-lg font-semibold text-balance">
          {offering.title}
        </caption>
        <thead>
          <tr className="border-y border-border bg-surface text-sm text-fg-muted">
            <th scope="col" className="px-5 py-2 font-semibold">
              {page.tableHeaders.metric}
            </th>
            <th scope="col" className="px-5 py-2 text-right font-semibold">
              {page.tableHeaders.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <PriceRow
              key={row.id}
              tier={row.id}
              metric={row.metric}
              price={row.price}
              markerLabel={explorer.yourTier}
            />
          ))}
        </tbody>
      </table>
      <div className="needs-js border-t border-border px-4 sm:px-5 print:hidden">
        <EstimateCheckbox
          offering={offering}
          words={explorer.addToEstimate}
          checked={picked}
          onToggle={onToggle}
        />
      </div>
    </div>
  );
}

/** Renders again only when its offering's tick changes; the tier is marked by CSS (PriceRow). */
export const PriceTable = memo(PriceTableOf);
