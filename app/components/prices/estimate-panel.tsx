import { memo, type ReactNode } from "react";
import { EstimateActions } from "~/components/prices/estimate-actions";
import type { TierId } from "~/content/price-list";
import { cn } from "~/lib/cn";
import { estimateText, formatAmount } from "~/lib/estimate-mail";
import { explorerActions, type ExplorerContext } from "~/lib/explorer-store";
import { fill, formatUserRange } from "~/lib/format";
import type { EstimateLine } from "~/lib/price-explorer";

export const ESTIMATE_ID = "estimate";

interface EstimatePanelProps {
  heading: string;
  /** Said while nothing is in the estimate. */
  empty: string;
  /** Said above the estimate when its link was made under another price list. */
  pricesChanged?: string;
  /** The estimate's lines and actions (EstimateLines), once something is in it. */
  children?: ReactNode;
}

/**
 * The estimate's panel. It is no live region: each change is said once, in a short sentence, by
 * the explorer's own (explorer-store.ts). It takes focus from "View estimate" (tabIndex -1:
 * focusable from script, not a Tab stop). Printed only with something in it.
 */
export function EstimatePanel({ heading, empty, pricesChanged, children }: EstimatePanelProps) {
  return (
    <section
      id={ESTIMATE_ID}
      aria-labelledby={`${ESTIMATE_ID}-heading`}
      tabIndex={-1}
      className={cn(
        "needs-js mt-16 scroll-mt-32 rounded-2xl border border-border bg-raised p-6 shadow-sm",
        !children && "print:hidden",
      )}
    >
      <h2 id={`${ESTIMATE_ID}-heading`} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      {pricesChanged && (
        <p className="mt-4 rounded-lg border-s-4 border-accent bg-surface px-4 py-3">
          {pricesChanged}
        </p>
      )}
      {children ?? <p className="mt-4 text-fg-muted">{empty}</p>}
    </section>
  );
}

interface EstimateLinesProps {
  context: ExplorerContext;
  /** The count of registered users as formatted for the page, when one was typed. */
  users?: string;
  /** The address that restores this estimate. */
  link: string;
  tier?: TierId;
  lines: readonly EstimateLine[];
  total: number;
  /** What the offerings cost one tier up, and how far off it is (nextTierText). */
  nextTier?: string;
}

/** Prints the estimate alone: the print styles show only it while this mark is on <html>. */
function printEstimate() {
  const root = document.documentElement;
  root.setAttribute("data-print", ESTIMATE_ID);
  window.addEventListener("afterprint", () => root.removeAttribute("data-print"), { once: true });
  window.print();
}

/** The chosen offerings at the chosen tier, their total, and what a buyer does with them. */
function EstimateLinesOf(props: EstimateLinesProps) {
  const { context, users, link, tier, lines, total, nextTier } = props;
  const { content, locale, email, validFromDate } = context;
  const words = content.explorer.estimate;
  const range = content.tiers.find((option) => option.id === tier)?.users;
  const tierLabel = range ? formatUserRange(range, content.page.userRange, locale) : undefined;
  // What a price buys, and from when the prices hold, as the page says them.
  const terms = [content.page.basis, fill(content.page.validFrom, "validFrom", validFromDate)];
  const text = tierLabel
    ? estimateText({ words, tierLabel, users, lines, total, locale, terms, link, nextTier })
    : "";
  return (
    <>
      <div className="mt-4">
        <p className="font-semibold">
          {tierLabel ? `${words.tierBefore}${tierLabel}${words.tierAfter}` : words.needsTier}
        </p>
        <ul className="mt-3 divide-y divide-border border-y border-border">
          {lines.map((line) => (
            <li key={line.offering.id} className="flex justify-between gap-4 py-2">
              <span>{line.offering.title}</span>
              {line.price !== undefined && (
                <span className="font-semibold whitespace-nowrap tabular-nums">
                  {formatAmount(line.price, words, locale)}
                </span>
              )}
            </li>
          ))}
        </ul>
        {tierLabel && (
          <>
            <p className="mt-3 flex justify-between gap-4 text-lg font-bold">
              <span>{words.total}</span>
              <span className="whitespace-nowrap tabular-nums">
                {formatAmount(total, words, locale)}
              </span>
            </p>
            <p className="mt-1 text-sm text-fg-muted">{words.exclVat}</p>
            {nextTier && (
              <p className="mt-4 rounded-lg bg-surface px-4 py-3 text-pretty">{nextTier}</p>
            )}
          </>
        )}
      </div>
      {tierLabel &&
        terms.map((term) => (
          <p key={term} className="mt-1 text-sm text-fg-muted">
            {term}
          </p>
        ))}
      <EstimateActions
        words={words}
        email={email}
        text={text}
        link={link}
        onPrint={printEstimate}
        onClear={explorerActions.clear}
      />
    </>
  );
}

/** Renders again only when the tier or the ticks change, not for a keystroke within a tier. */
export const EstimateLines = memo(EstimateLinesOf);
