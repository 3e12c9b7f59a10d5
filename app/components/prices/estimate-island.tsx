import { ESTIMATE_ID, EstimateLines } from "~/components/prices/estimate-lines";
import { explorerIsland } from "~/components/prices/explorer-boundary";
import {
  useExplorerContext,
  useExplorerStateAfterPaint,
  useLinkedDate,
} from "~/hooks/use-explorer";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/format";

interface EstimateIslandProps {
  /** The same words as the explorer's, for the static HTML before it starts. */
  heading: string;
  empty: string;
}

/** The estimate in full, after the frame that answers a tick (the bar answers in it). */
function Estimate({ heading, empty }: EstimateIslandProps) {
  const context = useExplorerContext();
  const state = useExplorerStateAfterPaint();
  const named = useLinkedDate();
  const shown = context && state.picked.length > 0;
  // No live region: the explorer's own says each change once (explorer-store.ts).
  return (
    <section
      id={ESTIMATE_ID}
      aria-labelledby={`${ESTIMATE_ID}-heading`}
      tabIndex={-1}
      className={cn(
        "needs-js mt-16 rounded-2xl border border-border bg-raised p-6 shadow-sm",
        !shown && "print:hidden",
      )}
    >
      <h2 id={`${ESTIMATE_ID}-heading`} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      {context && named && named !== context.content.validFrom && (
        <p className="mt-4 rounded-lg border-s-4 border-accent bg-surface px-4 py-3">
          {fill(
            context.content.explorer.estimate.pricesChanged,
            "validFrom",
            context.validFromDate,
          )}
        </p>
      )}
      {shown ? (
        <EstimateLines context={context} state={state} />
      ) : (
        <p className="mt-4 text-fg-muted">{empty}</p>
      )}
    </section>
  );
}

export const EstimateIsland = explorerIsland(Estimate);
