import { memo, useMemo } from "react";
import { ESTIMATE_ID, EstimateLines } from "~/components/prices/estimate-lines";
import { explorerIsland } from "~/components/prices/explorer-boundary";
import { MarkedText } from "~/components/ui/marked-text";
import {
  stateParts,
  useExplorerContext,
  useExplorerPart,
  useExplorerStateAfterPaint,
  useLinkedDate,
} from "~/hooks/use-explorer";
import { cn } from "~/lib/cn";
import type { ExplorerContext } from "~/lib/explorer-store";
import { formatAmount } from "~/lib/estimate-mail";
import { countWords, fill } from "~/lib/format";
import { estimateLines, estimateTotal } from "~/lib/price-explorer";

interface EstimateIslandProps {
  /** The same words as the explorer's, for the static HTML before it starts. */
  heading: string;
  empty: string;
}

/** The bar answers in the input's own frame (issues 50 and 62), the panel after it is painted. */
function Estimate({ heading, empty }: EstimateIslandProps) {
  const context = useExplorerContext();
  const state = useExplorerStateAfterPaint();
  const named = useLinkedDate();
  const shown = context && state.picked.length > 0;
  return (
    <>
      {context && <EstimateBar context={context} />}
      {/* No live region: the explorer's own says each change once (explorer-store.ts). */}
      <section
        id={ESTIMATE_ID}
        aria-labelledby={`${ESTIMATE_ID}-heading`}
        tabIndex={-1}
        className={cn(
          "needs-js mt-16 scroll-mt-32 rounded-2xl border border-border bg-raised p-6 shadow-sm",
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
    </>
  );
}

interface EstimateBarProps {
  context: ExplorerContext;
}

/** The hash link still jumps; focus goes with it, so Tab and a screen reader go on from there. */
function focusEstimate() {
  document.getElementById(ESTIMATE_ID)?.focus({ preventScroll: true });
}

/**
 * The estimate at a glance, held at the bottom of the screen while the list scrolls: the only part
 * of the explorer's islands a tick renders in its own frame.
 */
const EstimateBar = memo(function EstimateBar({ context }: EstimateBarProps) {
  const picked = useExplorerPart(stateParts.picked);
  const tier = useExplorerPart(stateParts.tier);
  const { list, locale } = context;
  const words = context.content.explorer.estimate;
  const lines = useMemo(() => estimateLines(picked, tier, list), [picked, tier, list]);
  if (lines.length === 0) return null;
  const offerings = countWords(words.offerings, lines.length, locale);
  const total = tier ? estimateTotal(lines) : undefined;
  return (
    <div className="estimate-bar sticky bottom-3 z-30 mt-10 flex items-center justify-between gap-3 rounded-full border border-border bg-raised py-1 ps-5 pe-1 shadow-lg shadow-ink/15 print:hidden">
      {/* Its words wrap before the link does (flex-1 from no width). */}
      <p className="flex-1 text-sm sm:text-base">
        {total === undefined ? (
          offerings
        ) : (
          <MarkedText
            text={words.withTotal}
            values={{ offerings, total: formatAmount(total, words, locale) }}
            marks={{
              strong: (amount) => (
                <strong className="whitespace-nowrap tabular-nums">{amount}</strong>
              ),
            }}
          />
        )}
      </p>
      <a
        href={`#${ESTIMATE_ID}`}
        onClick={focusEstimate}
        className="inline-flex min-h-11 items-center rounded-full bg-accent px-4 text-center text-sm font-semibold text-balance text-on-accent hover:bg-accent-strong sm:whitespace-nowrap"
      >
        {words.viewLink}
      </a>
    </div>
  );
});

export const EstimateIsland = explorerIsland(Estimate);
