import { memo } from "react";
import { EstimateActions } from "~/components/prices/estimate-actions";
import type { Locale } from "~/content/locales";
import type { PricesContent, TierId } from "~/content/price-list";
import { cn } from "~/lib/cn";
import { estimateText, formatAmount } from "~/lib/estimate-mail";
import { formatUserRange } from "~/lib/format";
import type { EstimateLine } from "~/lib/price-explorer";

export const ESTIMATE_ID = "estimate";

interface EstimatePanelProps {
  content: PricesContent;
  locale: Locale;
  /** The company's address, which "Request an offer" writes to. */
  email: string;
  /** The count of registered users as formatted for the page, when one was typed. */
  users?: string;
  /** The address that restores this estimate. */
  link: string;
  /** What a price buys, and from when the prices hold, as the page says them. */
  terms: readonly string[];
  /** Said above the estimate when its link was made under another price list. */
  pricesChanged?: string;
  tier?: TierId;
  lines: readonly EstimateLine[];
  total: number;
  /** What the offerings cost one tier up, and how far off it is (nextTierText). */
  nextTier?: string;
  onClear: () => void;
}

/** Prints the estimate alone: the print styles show only it while this mark is on <html>. */
function printEstimate() {
  const root = document.documentElement;
  root.setAttribute("data-print", ESTIMATE_ID);
  window.addEventListener("afterprint", () => root.removeAttribute("data-print"), { once: true });
  window.print();
}

/**
 * The chosen offerings at the chosen tier and their total. It is no live region: each change is
 * said once, in a short sentence, by the page's own (EstimateAnnouncer). It takes focus from
 * "View estimate" (tabIndex -1: focusable from script, not a Tab stop).
 */
function EstimatePanelOf(props: EstimatePanelProps) {
  const { content, locale, email, users, link, terms, pricesChanged, tier, lines, total } = props;
  const { nextTier, onClear } = props;
  const words = content.explorer.estimate;
  const range = content.tiers.find((option) => option.id === tier)?.users;
  const tierLabel = range ? formatUserRange(range, content.page.userRange, locale) : undefined;
  const text = tierLabel
    ? estimateText({ words, tierLabel, users, lines, total, locale, terms, link, nextTier })
    : "";
  return (
    <section
      id={ESTIMATE_ID}
      aria-labelledby={`${ESTIMATE_ID}-heading`}
      tabIndex={-1}
      className={cn(
        "needs-js mt-16 scroll-mt-32 rounded-2xl border border-border bg-raised p-6 shadow-sm",
        lines.length === 0 && "print:hidden",
      )}
    >
      <h2 id={`${ESTIMATE_ID}-heading`} className="text-2xl font-bold tracking-tight">
        {words.heading}
      </h2>
      {pricesChanged && (
        <p className="mt-4 rounded-lg border-s-4 border-accent bg-surface px-4 py-3">
          {pricesChanged}
        </p>
      )}
      <div className="mt-4">
        {lines.length === 0 ? (
          <p className="text-fg-muted">{words.empty}</p>
        ) : (
          <>
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
          </>
        )}
      </div>
      {lines.length > 0 &&
        tierLabel &&
        terms.map((term) => (
          <p key={term} className="mt-1 text-sm text-fg-muted">
            {term}
          </p>
        ))}
      {lines.length > 0 && (
        <EstimateActions
          words={words}
          email={email}
          text={text}
          link={link}
          onPrint={printEstimate}
          onClear={onClear}
        />
      )}
    </section>
  );
}

/** Renders again only when the tier or the ticks change, not for a keystroke within a tier. */
export const EstimatePanel = memo(EstimatePanelOf);
