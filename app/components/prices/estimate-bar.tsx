import { memo } from "react";
import { ESTIMATE_ID } from "~/components/prices/estimate-panel";
import type { Locale } from "~/content/locales";
import type { PricesContent } from "~/content/price-list";
import { formatAmount } from "~/lib/estimate-mail";

interface EstimateBarProps {
  words: PricesContent["explorer"]["estimate"];
  locale: Locale;
  count: number;
  /** The total, once a tier is chosen. */
  total?: number;
}

/**
 * The link still jumps to the estimate as a plain hash link; focus goes with it, so the next Tab
 * starts in the estimate and a screen reader reads from there.
 */
function focusEstimate() {
  document.getElementById(ESTIMATE_ID)?.focus({ preventScroll: true });
}

/**
 * The estimate at a glance, held at the bottom of the screen while the price list (and the
 * compact list of offerings above it) scrolls: how many offerings, and their total once a tier
 * applies.
 */
function EstimateBarOf({ words, locale, count, total }: EstimateBarProps) {
  return (
    <div className="estimate-bar sticky bottom-3 z-30 mt-10 flex items-center justify-between gap-3 rounded-full border border-border bg-raised py-1 ps-5 pe-1 shadow-lg shadow-ink/15 print:hidden">
      <p className="text-sm sm:text-base">
        {count} {count === 1 ? words.offeringOne : words.offeringMany}
        {total !== undefined && (
          <>
            {words.summarySeparator}
            <strong className="whitespace-nowrap tabular-nums">
              {formatAmount(total, words, locale)}
            </strong>
          </>
        )}
      </p>
      <a
        href={`#${ESTIMATE_ID}`}
        onClick={focusEstimate}
        className="inline-flex min-h-11 items-center rounded-full bg-accent px-4 text-sm font-semibold whitespace-nowrap text-on-accent hover:bg-accent-strong"
      >
        {words.viewLink}
      </a>
    </div>
  );
}

/** Renders again only when the count or the total changes. */
export const EstimateBar = memo(EstimateBarOf);
