import { memo } from "react";
import { PinnedTierMarker } from "~/components/prices/tier-marker";
import type { TierId } from "~/content/price-list";
import { useIsTier } from "~/hooks/use-price-explorer";
import { cn } from "~/lib/cn";
import type { TierStore } from "~/lib/tier-store";

interface PriceRowProps {
  tier: TierId;
  /** The tier's metric, "5,000 – 10,000 registered users". */
  metric: string;
  /** The formatted list price. */
  price: string;
  markerLabel: string;
  tierStore: TierStore;
}

/**
 * One tier's row of an offering's table, tinted and named "Your tier" while it is the explorer's
 * tier. It follows the tier by itself, so a change of tier renders two rows per table (the one
 * unmarked, the one marked) and nothing else of the table.
 */
function PriceRowOf({ tier, metric, price, markerLabel, tierStore }: PriceRowProps) {
  const marked = useIsTier(tierStore, tier);
  return (
    <tr
      className={cn(
        "border-b border-border last:border-b-0",
        marked ? "bg-accent/10 shadow-[inset_4px_0_0_var(--color-accent)]" : "even:bg-surface/60",
      )}
    >
      <th scope="row" className="relative px-4 py-3 font-normal sm:px-5">
        {metric}
        <PinnedTierMarker label={markerLabel} shown={marked} />
      </th>
      <td className="px-4 py-3 text-right font-semibold tabular-nums sm:px-5">{price}</td>
    </tr>
  );
}

export const PriceRow = memo(PriceRowOf);
