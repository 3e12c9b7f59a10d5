import { memo } from "react";
import { EstimateCheckbox } from "~/components/prices/estimate-checkbox";
import { TierMarker } from "~/components/prices/tier-marker";
import type { Locale } from "~/content/locales";
import type { Offering, PricesContent, Tiers, TierId } from "~/content/price-list";
import { cn } from "~/lib/cn";
import { formatPrice, formatUserRange } from "~/lib/format";

interface CompareTableProps {
  content: PricesContent;
  locale: Locale;
  tier?: TierId;
  picked: readonly string[];
  onToggle: (id: string) => void;
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
  words: PricesContent["explorer"]["addToEstimate"];
  locale: Locale;
  onPhone: readonly TierId[];
  tier?: TierId;
  checked: boolean;
  onToggle: (id: string) => void;
}

/**
 * One offering's row: its tick in a cell of its own, named by its words and the row's header, then
 * its title as the row's header (so each price is heard with the title alone, and the row says it
 * once), then its price in each tier.
 */
const CompareRow = memo(function CompareRow(props: CompareRowProps) {
  const { offering, tiers, words, locale, onPhone, tier, checked, onToggle } = props;
  const titleId = `compare-${offering.id}`;
  return (
    <tr className="border-t border-border">
      {/* Where the tick stood inside the title's cell: the box and the title keep their places. */}
      <td className="w-1 py-2 ps-1 pe-0 sm:ps-2">
        <EstimateCheckbox
          offering={offering}
          words={words}
          checked={checked}
          onToggle={onToggle}
          titleId={titleId}
          className="justify-center"
        />
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
          {formatPrice(offering.prices[option.id], locale)}
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
function CompareTableOf({ content, locale, tier, picked, onToggle }: CompareTableProps) {
  const { page, explorer, sections, tiers } = content;
  const onPhone = phoneColumns(tiers, tier);
  const next = tier && onPhone[1];
  return (
    <div className="compare-table mt-10 rounded-2xl border border-border bg-raised">
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
                words={explorer.addToEstimate}
                locale={locale}
                onPhone={onPhone}
                tier={tier}
                checked={picked.includes(offering.id)}
                onToggle={onToggle}
              />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** Renders again only when the tier or the ticks change; a tick renders its own row alone. */
export const CompareTable = memo(CompareTableOf);
