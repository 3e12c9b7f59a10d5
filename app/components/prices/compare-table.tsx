import { memo, useLayoutEffect, useMemo } from "react";
import { explorerIsland } from "~/components/prices/explorer-boundary";
import type { Locale } from "~/content/locales";
import type { ExplorerContent, Offering, Tiers, TierId } from "~/content/price-list";
import { useExplorerContext, useExplorerStateAfterPaint } from "~/hooks/use-explorer";
import { cn } from "~/lib/cn";
import { BOX_ATTRIBUTE, tickAllBoxes, viewCameFromAddress } from "~/lib/explorer-store";
import { boxName, formatNumber, formatRange, formatUserRange } from "~/lib/format";

/** A marker's shape (app.css, `tier-pill`). */
const SHAPE = "tier-pill";
/** The chosen tier's filled label, as on the list's rows (app.css, `.pinned-tier-marker`). */
const PILL = "tier-pill-accent";
/** In a column's header; on a phone it may wrap, so two columns fit beside the titles. */
const MARKER_CLASS = "ms-2 max-sm:ms-0 max-sm:whitespace-normal max-sm:rounded-lg max-sm:px-1.5";

/** A phone shows the chosen tier's column and the next one's; the first alone until then. */
function phoneColumns(tiers: Tiers, tier: TierId | undefined): readonly TierId[] {
  const index = tiers.findIndex((option) => option.id === tier);
  return index < 0 ? [tiers[0].id] : tiers.slice(index, index + 2).map((option) => option.id);
}

/** On a phone only phoneColumns' (the next tier's from 375 px), as narrow as they can be. */
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
  /** The box's name: "Add to estimate – BOP ETL", as the content words it. */
  boxName: string;
}

/**
 * The box is named by the content's sentence with the row's title, in no <label> (IBM Equal
 * Access). The store ticks it and hears its change, as the list's boxes (explorer-store.ts).
 */
const CompareRow = memo(function CompareRow(props: CompareRowProps) {
  const { offering, tiers, locale, onPhone, tier, boxName } = props;
  return (
    <tr className="border-t border-border">
      <td className="w-1 py-2 ps-1 pe-0 sm:ps-2">
        <span className="flex min-h-11 min-w-11 items-center justify-center">
          <input
            type="checkbox"
            {...{ [BOX_ATTRIBUTE]: offering.id }}
            aria-label={boxName}
            className="size-6 shrink-0 cursor-pointer accent-accent"
          />
        </span>
      </td>
      <th scope="row" className="py-2 ps-1 pe-4 font-normal max-sm:pe-2 max-sm:text-sm sm:pe-5">
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

interface CompareTableProps {
  content: ExplorerContent;
  locale: Locale;
  tier?: TierId;
}

/** Every offering by section, a column per tier; renders again only for the tier. */
const CompareTable = memo(function CompareTable(props: CompareTableProps) {
  const { content, locale, tier } = props;
  const { page, explorer, sections, tiers } = content;
  // One array per tier, so the rows (memoised) render again only when the tier changes.
  const onPhone = useMemo(() => phoneColumns(tiers, tier), [tiers, tier]);
  const next = tier && onPhone[1];
  // The boxes' names change with the content alone, not at each tick.
  const boxNames = useMemo(
    () =>
      new Map(
        sections.flatMap((section) =>
          section.offerings.map((offering) => [
            offering.id,
            boxName(explorer.addToEstimate, offering.title),
          ]),
        ),
      ),
    [sections, explorer.addToEstimate],
  );
  useLayoutEffect(showInPlaceOfList, []);
  return (
    <div className="compare-table needs-js mt-10 rounded-2xl border border-border bg-raised">
      <table className="w-full border-collapse text-left">
        <caption className="px-5 pt-5 pb-3 text-left text-lg font-semibold text-balance">
          {explorer.compare.caption}
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
                {/* On a phone the range alone, which the caption names: "zarejestrowanych
                    użytkowników" took two columns past 375 px. Heard whole everywhere. */}
                <span className="sm:hidden" aria-hidden="true">
                  {formatRange(option.users, page.userRange, locale)}
                </span>
                <span className="max-sm:sr-only">
                  {formatUserRange(option.users, page.userRange, locale)}
                </span>
                {option.id === tier && (
                  <span className={cn(PILL, MARKER_CLASS)}>{explorer.yourTier}</span>
                )}
                {option.id === next && (
                  <span className={cn(`${SHAPE} border border-accent text-accent`, MARKER_CLASS)}>
                    {explorer.nextTierMarker}
                  </span>
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
                className="bg-surface/60 px-4 pt-5 pb-2 text-base font-bold sm:px-5"
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
                boxName={boxNames.get(offering.id) ?? offering.title}
              />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
});

/**
 * Hides the list in the same frame (app.css), its section ids lent to the comparison's groups, and
 * ticks the new boxes as the state stands. An address of the comparison that names a section
 * (`?view=compare#bop`) lands there: the browser aimed at it in the list, which the shorter
 * comparison replaces, and left the page wherever that ends (in WebKit, gliding on towards it).
 */
function showInPlaceOfList() {
  tickAllBoxes();
  const root = document.documentElement;
  const listed = [...document.querySelectorAll<HTMLElement>(".price-sections > section")];
  const ids = listed.map((section) => section.id);
  // Compared as the address writes them: decoding a mistyped address would throw.
  const addressed = viewCameFromAddress()
    ? ids.find((id) => `#${encodeURIComponent(id)}` === window.location.hash)
    : undefined;
  for (const section of listed) section.removeAttribute("id");
  // On the root, which holds the scroll padding too: a :has() there walked the whole page.
  root.setAttribute("data-view", "compare");
  if (addressed) document.getElementById(addressed)?.scrollIntoView({ behavior: "instant" });
  return () => {
    root.removeAttribute("data-view");
    listed.forEach((section, index) => (section.id = ids[index] ?? ""));
  };
}

function Comparison() {
  const context = useExplorerContext();
  // The view follows after the radio's frame, which answers the press.
  const state = useExplorerStateAfterPaint();
  if (!context || state.view !== "compare") return null;
  return <CompareTable content={context.content} locale={context.locale} tier={state.tier} />;
}

export const CompareIsland = explorerIsland(Comparison);
