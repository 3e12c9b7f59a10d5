import { memo, useDeferredValue, useMemo } from "react";
import { ESTIMATE_ID, EstimateLines, EstimatePanel } from "~/components/prices/estimate-panel";
import { explorerIsland } from "~/components/prices/explorer-boundary";
import type { Locale } from "~/content/locales";
import type { PricesContent } from "~/content/price-list";
import { useExplorerContext, useExplorerState, useLinkedDate } from "~/hooks/use-explorer";
import { formatAmount, nextTierText } from "~/lib/estimate-mail";
import { linkOf } from "~/lib/explorer-store";
import { fill, formatNumber } from "~/lib/format";
import { estimateLines, estimateTotal, nextTierStep, typedUsers } from "~/lib/price-explorer";

interface EstimateIslandProps {
  /** The panel's heading and what it says while empty: its static HTML, before the explorer starts. */
  heading: string;
  empty: string;
}

/**
 * The bar answers in the input's own frame (a frame later missed 64 ms: issue 50); the panel
 * follows one frame behind (`useDeferredValue`), so the box and the bar paint first.
 */
function Estimate({ heading, empty }: EstimateIslandProps) {
  const context = useExplorerContext();
  const state = useExplorerState();
  const counted = useDeferredValue(state);
  const named = useLinkedDate();
  const list = context?.list;
  const barLines = useMemo(
    () => (list ? estimateLines(state.picked, state.tier, list) : []),
    [state.picked, state.tier, list],
  );
  const lines = useMemo(
    () => (list ? estimateLines(counted.picked, counted.tier, list) : []),
    [counted.picked, counted.tier, list],
  );
  const total = useMemo(() => estimateTotal(lines), [lines]);
  const counting = list && typedUsers(counted, list);
  const nextTier = useMemo(() => {
    const step = list && nextTierStep(lines, counted.tier, counting, list);
    return step && context && nextTierText(step, context.content.explorer.estimate, context.locale);
  }, [lines, counted.tier, counting, list, context]);
  if (!context) return <EstimatePanel heading={heading} empty={empty} />;
  const { content, locale, validFromDate } = context;
  const words = content.explorer.estimate;
  const users = counting === undefined ? undefined : formatNumber(counting, locale);
  const pricesChanged =
    named && named !== content.validFrom
      ? fill(words.pricesChanged, "validFrom", validFromDate)
      : undefined;
  return (
    <>
      {barLines.length > 0 && (
        <EstimateBar
          words={words}
          locale={locale}
          count={barLines.length}
          total={state.tier ? estimateTotal(barLines) : undefined}
        />
      )}
      <EstimatePanel heading={words.heading} empty={words.empty} pricesChanged={pricesChanged}>
        {lines.length === 0 ? undefined : (
          <EstimateLines
            context={context}
            users={users}
            link={linkOf(counted, context)}
            tier={counted.tier}
            lines={lines}
            total={total}
            nextTier={nextTier}
          />
        )}
      </EstimatePanel>
    </>
  );
}

interface EstimateBarProps {
  words: PricesContent["explorer"]["estimate"];
  locale: Locale;
  count: number;
  total?: number;
}

/** The hash link still jumps; focus goes with it, so Tab and a screen reader go on from there. */
function focusEstimate() {
  document.getElementById(ESTIMATE_ID)?.focus({ preventScroll: true });
}

/** The estimate at a glance, held at the bottom of the screen while the list scrolls. */
const EstimateBar = memo(function EstimateBar({ words, locale, count, total }: EstimateBarProps) {
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
});

export const EstimateIsland = explorerIsland(Estimate);
