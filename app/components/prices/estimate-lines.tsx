import { memo, useId } from "react";
import { useLinkSharing } from "~/hooks/use-link-sharing";
import { estimateText, formatAmount, mailtoHref, nextTierText } from "~/lib/estimate-mail";
import { explorerActions, linkOf, type ExplorerContext } from "~/lib/explorer-store";
import { countWords, fill, formatNumber, formatUserRange } from "~/lib/format";
import {
  estimateLines,
  estimateTotal,
  nextTierStep,
  typedUsers,
  type ExplorerState,
} from "~/lib/price-explorer";

export const ESTIMATE_ID = "estimate";

interface EstimateLinesProps {
  context: ExplorerContext;
  state: ExplorerState;
}

/** Prints the estimate alone: the print styles show only it while this mark is on <html>. */
function printEstimate() {
  const root = document.documentElement;
  root.setAttribute("data-print", ESTIMATE_ID);
  window.addEventListener("afterprint", () => root.removeAttribute("data-print"), { once: true });
  window.print();
}

/** Labels stay centred when a long one wraps; on phones each pill is the panel's width. */
const actionClass =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full px-5 text-center font-semibold text-balance sm:w-auto";
const quietActionClass = `${actionClass} border border-border hover:border-accent hover:text-accent`;

/** Focus stays in the estimate, on its section: the button goes with the lines it clears. */
function clearEstimate() {
  document.getElementById(ESTIMATE_ID)?.focus();
  explorerActions.clear();
}

/**
 * A line's name and amount side by side; where the name would be squeezed narrower than 9 rem
 * (a 320 px phone), the amount moves below it, to the right. An amount never breaks (formatAmount).
 */
const LINE_CLASS = "flex flex-wrap justify-between gap-x-4";
const LINE_NAME_CLASS = "min-w-36 flex-1";

function selectAll(field: HTMLInputElement | null) {
  field?.focus();
  field?.select();
}

/** The estimate's lines, total, step to the next tier, and what a buyer does with them. */
export const EstimateLines = memo(function EstimateLines({ context, state }: EstimateLinesProps) {
  const { content, locale, email, validFromDate, list } = context;
  const { tier } = state;
  const lines = estimateLines(state.picked, tier, list);
  const words = content.explorer.estimate;
  const id = useId();
  const link = linkOf(state, context);
  const total = estimateTotal(lines);
  const counting = typedUsers(state, list);
  const users = counting === undefined ? undefined : formatNumber(counting, locale);
  const step = nextTierStep(lines, tier, counting, list);
  const nextTier = step && nextTierText(step, words, locale);
  const { copy, share, copied, byHand } = useLinkSharing(link, words.mailSubject);
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
          {tierLabel ? fill(words.tier, "tier", tierLabel) : words.needsTier}
        </p>
        <ul className="mt-3 divide-y divide-border border-y border-border">
          {lines.map((line) => (
            <li key={line.offering.id} className={`py-2 ${LINE_CLASS}`}>
              <span className={LINE_NAME_CLASS}>{line.offering.title}</span>
              {line.price !== undefined && (
                <span className="ms-auto font-semibold tabular-nums">
                  {formatAmount(line.price, words, locale)}
                </span>
              )}
            </li>
          ))}
        </ul>
        {tierLabel && (
          <>
            <p className={`mt-3 text-lg font-bold ${LINE_CLASS}`}>
              <span className={LINE_NAME_CLASS}>
                {countWords(words.total, lines.length, locale)}
              </span>
              <span className="ms-auto tabular-nums">{formatAmount(total, words, locale)}</span>
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
      <div className="mt-6 print:hidden">
        <div className="flex flex-wrap gap-3">
          {text && (
            <>
              <a
                href={mailtoHref(email, words.quoteSubject, `${words.quoteIntro}\n\n${text}`)}
                className={`${actionClass} bg-accent text-on-accent hover:bg-accent-strong`}
              >
                {words.requestQuote}
              </a>
              <a href={mailtoHref("", words.mailSubject, text)} className={quietActionClass}>
                {words.email}
              </a>
              <button type="button" onClick={copy} className={quietActionClass}>
                {words.copyLink}
              </button>
              {share && (
                <button type="button" onClick={share} className={quietActionClass}>
                  {words.share}
                </button>
              )}
              <button type="button" onClick={printEstimate} className={quietActionClass}>
                {words.print}
              </button>
            </>
          )}
          <button type="button" onClick={clearEstimate} className={quietActionClass}>
            {words.clear}
          </button>
        </div>
        {/* In the page from the first render, so a screen reader hears the confirmation. */}
        <p role="status" className="mt-3 text-sm font-semibold empty:mt-0">
          {copied ? words.copied : ""}
        </p>
        {byHand && (
          <div className="mt-3">
            <label htmlFor={`${id}-link`} className="block text-sm font-semibold">
              {words.copyByHand}
            </label>
            <input
              id={`${id}-link`}
              ref={selectAll}
              type="text"
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
              className="mt-2 block min-h-11 w-full rounded-lg border border-border bg-bg px-3 text-sm"
            />
          </div>
        )}
      </div>
    </>
  );
});
