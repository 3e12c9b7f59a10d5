import { ESTIMATE_ID } from "~/components/prices/estimate-panel";
import type { Locale } from "~/content/locales";
import type { PricesContent } from "~/content/prices";
import { formatAmount } from "~/lib/estimate-mail";

interface EstimateBarProps {
  words: PricesContent["explorer"]["estimate"];
  locale: Locale;
  count: number;
  /** The total, once a tier is chosen. */
  total?: number;
}

/** The estimate at a glance, held at the bottom of the screen while the price list scrolls. */
export function EstimateBar({ words, locale, count, total }: EstimateBarProps) {
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
        className="inline-flex min-h-11 items-center rounded-full bg-accent px-4 text-sm font-semibold whitespace-nowrap text-on-accent hover:bg-accent-strong"
      >
        {words.viewLink}
      </a>
    </div>
  );
}
