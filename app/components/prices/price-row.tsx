import { memo } from "react";
import { PinnedTierMarker } from "~/components/prices/tier-marker";
import type { TierId } from "~/content/price-list";

interface PriceRowProps {
  tier: TierId;
  /** The tier's metric, "5,000 – 10,000 registered users". */
  metric: string;
  /** The formatted list price. */
  price: string;
  markerLabel: string;
}

/**
 * One tier's row of an offering's table. While it is the explorer's tier, app.css tints it and
 * shows its "Your tier" marker, matching the row's `data-tier` to the price page's: choosing a
 * tier sets one attribute, and no row of the 23 tables renders again.
 */
function PriceRowOf({ tier, metric, price, markerLabel }: PriceRowProps) {
  return (
    <tr
      data-tier={tier}
      className="price-row border-b border-border last:border-b-0 even:bg-surface/60"
    >
      <th scope="row" className="relative px-4 py-3 font-normal sm:px-5">
        {metric}
        <PinnedTierMarker label={markerLabel} />
      </th>
      <td className="px-4 py-3 text-right font-semibold tabular-nums sm:px-5">{price}</td>
    </tr>
  );
}

export const PriceRow = memo(PriceRowOf);
