import { useDeferredValue, useMemo } from "react";
import { EstimateBar } from "~/components/prices/estimate-bar";
import { EstimateLines, EstimatePanel } from "~/components/prices/estimate-panel";
import { ExplorerBoundary } from "~/components/prices/explorer-boundary";
import { nextTierText } from "~/lib/estimate-mail";
import { useExplorerContext, useExplorerState, useLinkedDate } from "~/hooks/use-explorer";
import { linkOf } from "~/lib/explorer-store";
import { fill, formatNumber } from "~/lib/format";
import { estimateLines, estimateTotal, nextTierStep, typedUsers } from "~/lib/price-explorer";

interface EstimateIslandProps {
  /** The panel's heading and what it says while empty: its static HTML, before the explorer starts. */
  heading: string;
  empty: string;
}

/**
 * The estimate: the bar held at the bottom of the screen, and the panel with its lines, total and
 * actions. The bar's count and total answer in the input's own frame, the first tick's too (a
 * frame later, the new total missed 64 ms: docs/performance-findings.md, issue 50); the panel
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

/** The estimate's island, after the price list. */
export function EstimateIsland(props: EstimateIslandProps) {
  return (
    <ExplorerBoundary>
      <Estimate {...props} />
    </ExplorerBoundary>
  );
}
