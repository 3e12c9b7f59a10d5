import { memo, useDeferredValue, useLayoutEffect } from "react";
import { ExplorerBoundary } from "~/components/prices/explorer-boundary";
import { TierMarker } from "~/components/prices/tier-marker";
import type { Locale } from "~/content/locales";
import type { ExplorerContent, Offering, Tiers, TierId } from "~/content/price-list";
import { useExplorerContext, useExplorerState } from "~/hooks/use-explorer";
import { cn } from "~/lib/cn";
import { explorerActions, pricePage } from "~/lib/explorer-store";
import { formatNumber, formatUserRange } from "~/lib/format";

/** The static list's sections, whose ids the comparison's groups take while it shows. */
const PRICE_SECTION_SELECTOR = ".price-sections > section";
/** Set on the price page while the comparison shows in place of the list. */
const VIEW_ATTRIBUTE = "data-view";
/** The hidden words that name each row's box with the row's title ("Add to estimate – "). */
const BOX_WORDS_ID = "compare-box-words";

interface CompareTableProps {
  content: ExplorerContent;
  locale: Locale;
  tier?: TierId;
  picked: readonly string[];
}

/** A tier label in a column's header: on a phone it may wrap, so two columns fit beside the titles. */
const MARKER_CLASS = "ms-2 max-sm:ms-0 max-sm:whitespace-normal max-sm:rounded-lg max-sm:px-1.5";

/** The tier columns a phone shows: the chosen tier's and the next one's (the first alone until one is chosen). */
function phoneColumns(tiers: Tiers, tier: TierId | undefined): readonly TierId[] {
  const index = tiers.findIndex((option) => option.id === tier);
  return index < 0 ? [tiers[0].id] : tiers.slice(index, index + 2).map((option) => option.id);
}

/**
 * A price column's cells: on a phone only those of phoneColumns (the next tier's from 375 px, where
 * two fit beside the titles), the chosen one tinted. There the columns take only the width they
 * need, with narrower padding (and smaller type, set by each cell); the titles get the rest.
 */
function columnClass(id: TierId, onPhone: readonly TierId[], tier: TierId | undefined): string {
  return cn(
    !onPhone.includes(id) && "max-sm:hidden",
    id === onPhone[1] && "max-[23.4375rem]:hidden",
    id === tier && "bg-accent/10",
    "max-sm:w-1 max-sm:px-1.5",
  );
}

interface CompareRowProps {
  offering: Offering;
  tiers: Tiers;
  locale: Locale;
  onPhone: readonly TierId[];
  tier?: TierId;
  checked: boolean;
}

/**
 * One offering's row: its tick in a cell of its own, named by the table's hidden words and the
 * row's header ("Add to estimate – BOP ETL"), then its title as the row's header (so each price is
 * heard with the title alone, and the row says it once), then its price in each tier. The box is
 * in no <label>: one without words of its own is an empty label to checkers (IBM Equal Access);
 * it is 24 px, the least target size of WCAG 2.5.8, in a cell of the row's 44 px.
 */
const CompareRow = memo(function CompareRow(props: CompareRowProps) {
  const { offering, tiers, locale, onPhone, tier, checked } = props;
  const titleId = `compare-${offering.id}`;
  return (
    <tr className="border-t border-border">
      <td className="w-1 py-2 ps-1 pe-0 sm:ps-2">
        <span className="flex min-h-11 min-w-11 items-center justify-center">
          <input
            type="checkbox"
            checked={checked}
            onChange={() => explorerActions.toggle(offering.id)}
            aria-labelledby={`${BOX_WORDS_ID} ${titleId}`}
            className="size-6 shrink-0 cursor-pointer accent-accent"
          />
        </span>
      </td>
      <th
        id={titleId}
        scope="row"
        className="py-2 ps-1 pe-4 font-normal max-sm:pe-2 max-sm:text-sm sm:pe-5"
      >
        {offering.title}
      </th>
      {tiers.map((option) => (
        <td
          key={option.id}
          className={cn(
            "px-4 py-2 text-right font-semibold tabular-nums max-sm:text-sm sm:px-5",
            columnClass(option.id, onPhone, tier),
          )}
        >
          {formatNumber(offering.prices[option.id], locale)}
        </td>
      ))}
    </tr>
  );
});

/**
 * Every offering in one table, grouped by section, a column per tier. Its header stays in view
 * below the site header; a phone shows the chosen tier's column and the next one's, marked, so
 * the step between them reads at a glance (the first alone until a tier is chosen), and the page
 * never scrolls sideways.
 */
function CompareTableOf({ content, locale, tier, picked }: CompareTableProps) {
  const { page, explorer, sections, tiers } = content;
  const onPhone = phoneColumns(tiers, tier);
  const next = tier && onPhone[1];
  useLayoutEffect(showInPlaceOfList, []);
  return (
    <div className="compare-table needs-js mt-10 rounded-2xl border border-border bg-raised">
      <table className="w-full border-collapse text-left">
        <caption className="px-5 pt-5 pb-3 text-left text-lg font-semibold text-balance">
          {explorer.compare.caption}
          <span id={BOX_WORDS_ID} hidden>
            {`${explorer.addToEstimate.label}${explorer.addToEstimate.beforeTitle}`}
          </span>
        </caption>
        <thead>
          <tr className="text-sm">
            <th
              scope="col"
              className="sticky top-16 z-10 w-1 border-y border-border bg-surface py-2 ps-1 pe-0 sm:ps-2"
            >
              <span className="sr-only">{explorer.compare.estimate}</span>
            </th>
            <th
              scope="col"
              className="sticky top-16 z-10 border-y border-border bg-surface py-2 ps-1 pe-4 font-semibold max-sm:pe-2 sm:pe-5"
            >
              {explorer.compare.offering}
            </th>
            {tiers.map((option) => (
              <th
                key={option.id}
                scope="col"
                className={cn(
                  "sticky top-16 z-10 border-y border-border bg-surface px-4 py-2 text-right font-semibold max-sm:text-xs sm:px-5",
                  columnClass(option.id, onPhone, tier),
                )}
              >
                {formatUserRange(option.users, page.userRange, locale)}
                {option.id === tier && (
                  <TierMarker label={explorer.yourTier} className={MARKER_CLASS} />
                )}
                {option.id === next && (
                  <TierMarker label={explorer.nextTierMarker} quiet className={MARKER_CLASS} />
                )}
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.id}>
            <tr>
              <th
                id={section.id}
                scope="rowgroup"
                colSpan={tiers.length + 2}
                className="scroll-mt-32 bg-surface/60 px-4 pt-5 pb-2 text-base font-bold sm:px-5"
              >
                {section.heading}
              </th>
            </tr>
            {section.offerings.map((offering) => (
              <CompareRow
                key={offering.id}
                offering={offering}
                tiers={tiers}
                locale={locale}
                onPhone={onPhone}
                tier={tier}
                checked={picked.includes(offering.id)}
              />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/**
 * Hides the static list while the comparison shows (app.css reads the page's `data-view`), in the
 * same frame, and lets the section links lead here: the comparison's groups take the list's ids.
 * Undone when the comparison goes, or fails.
 */
function showInPlaceOfList() {
  const page = pricePage();
  const listed = [...document.querySelectorAll<HTMLElement>(PRICE_SECTION_SELECTOR)];
  const ids = listed.map((section) => section.id);
  for (const section of listed) section.removeAttribute("id");
  page?.setAttribute(VIEW_ATTRIBUTE, "compare");
  return () => {
    page?.removeAttribute(VIEW_ATTRIBUTE);
    listed.forEach((section, index) => (section.id = ids[index] ?? ""));
  };
}

/** Renders again only when the tier or the ticks change; a tick renders its own row alone. */
const CompareTable = memo(CompareTableOf);

/** The comparison, shown in place of the static list while the view is chosen. */
function Comparison() {
  const context = useExplorerContext();
  const state = useExplorerState();
  // The view follows a frame behind the radio, which answers in the input's own frame.
  const view = useDeferredValue(state.view);
  if (!context || view !== "compare") return null;
  return (
    <CompareTable
      content={context.content}
      locale={context.locale}
      tier={state.tier}
      picked={state.picked}
    />
  );
}

/** The comparison's island: empty in the static page, which shows the list. */
export function CompareIsland() {
  return (
    <ExplorerBoundary>
      <Comparison />
    </ExplorerBoundary>
  );
}
