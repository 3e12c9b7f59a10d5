import { memo } from "react";
import { EstimateCheckbox } from "~/components/prices/estimate-checkbox";
import { TierMarker } from "~/components/prices/tier-marker";
import type { Locale } from "~/content/locales";
import { tiers, type Offering, type TierId } from "~/content/price-list";
import type { PricesContent } from "~/content/prices";
import { cn } from "~/lib/cn";
import { formatPrice, formatUserRange } from "~/lib/format";

interface PriceTableProps {
  offering: Offering;
  content: PricesContent;
  locale: Locale;
  tier?: TierId;
  picked: boolean;
  onToggle: (id: string) => void;
}

/** One offering's list prices, a row per user tier (SPEC.md §9), the chosen tier's row marked. */
function PriceTableOf({ offering, content, locale, tier, picked, onToggle }: PriceTableProps) {
  const { page, explorer } = content;
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
          {tiers.map((row) => {
            const marked = row.id === tier;
            return (
              <tr
                key={row.id}
                className={cn(
                  "border-b border-border last:border-b-0",
                  marked
                    ? "bg-accent/10 shadow-[inset_4px_0_0_var(--color-accent)]"
                    : "even:bg-surface/60",
                )}
              >
                <th scope="row" className="px-4 py-3 font-normal sm:px-5">
                  {formatUserRange(row.users, page.userRange, locale)}
                  {marked && <TierMarker label={explorer.yourTier} />}
                </th>
                <td className="px-4 py-3 text-right font-semibold tabular-nums sm:px-5">
                  {formatPrice(offering.prices[row.id], locale)}
                </td>
              </tr>
            );
          })}
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

/** Renders again only when its offering's tier, tick or language changes. */
export const PriceTable = memo(PriceTableOf);
