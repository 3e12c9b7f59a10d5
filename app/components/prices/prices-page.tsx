import { useCallback, useDeferredValue, useMemo, useRef } from "react";
import { CompareTable } from "~/components/prices/compare-table";
import { EstimateBar } from "~/components/prices/estimate-bar";
import { EstimatePanel } from "~/components/prices/estimate-panel";
import { ExplorerControls } from "~/components/prices/explorer-controls";
import { ExplorerUnavailable } from "~/components/prices/explorer-unavailable";
import { PriceListHead } from "~/components/prices/price-list-head";
import { PriceNotes } from "~/components/prices/price-notes";
import { PriceTables } from "~/components/prices/price-tables";
import { PrintHead } from "~/components/prices/print-head";
import { SectionsNav } from "~/components/prices/sections-nav";
import type { Locale } from "~/content/locales";
import type { PricesContent, TierId } from "~/content/price-list";
import { EstimateAnnouncer } from "~/components/prices/estimate-announcer";
import { USERS_SETTLE_MS } from "~/content/constants";
import { useAnnouncer } from "~/hooks/use-announcer";
import { usePriceExplorer } from "~/hooks/use-price-explorer";
import { useShapeHold } from "~/hooks/use-shape-hold";
import { nextTierText } from "~/lib/estimate-mail";
import { tierSentence, toggleSentence } from "~/lib/estimate-announcement";
import { fill, formatNumber } from "~/lib/format";
import {
  estimateLines,
  estimateTotal,
  nextTierStep,
  withoutPicked,
  withTier,
  withToggled,
  withUsers,
  withView,
  writeExplorerState,
  explorerListOf,
  type ExplorerView,
} from "~/lib/price-explorer";
import { parseUserCount } from "~/lib/user-count";

/** The page's own element, which the island's boundary keeps a copy of. */
export const PRICE_PAGE_ID = "price-page";

/**
 * Plain, serialisable data only: the page is an island, rendered to HTML at build time and
 * hydrated on its own, so it gets no functions and reads no context.
 */
export interface PricesPageProps {
  content: PricesContent;
  locale: Locale;
  /** Where the price list downloads as CSV. */
  csvHref: string;
  /** The company's mail address (the site config's), which "Request an offer" writes to. */
  email: string;
  /** The brand, for the printout (the site's header is not printed). */
  brand: string;
  /** This page's absolute address, which the mail and the printout link back to. */
  pageUrl: string;
  /**
   * The day the prices hold from as the page writes it ("1 January 2026"), formatted at build
   * time: the browser then starts no date formatter to hydrate the page (see `formatNumber`).
   */
  validFromDate: string;
}

/**
 * The price list (SPEC.md §9) and its explorer: the plain tables read without JavaScript; once
 * hydrated, a count of users or a tier marks the prices that apply, a comparison table shows all
 * offerings at once, and ticked offerings add up to an estimate. The state lives in the URL.
 *
 * Everything below the state is memoised on the part of it that it shows, and every callback is
 * stable, so a keystroke renders the field (and, when the tier changes, the tiers and the
 * estimate; app.css marks the tables' rows from the page's data-tier), and a tick renders its own
 * table.
 */
export function PricesPage({
  content,
  locale,
  csvHref,
  email,
  brand,
  pageUrl,
  validFromDate,
}: PricesPageProps) {
  const list = useMemo(() => explorerListOf(content), [content]);
  const { state, update, current, linkedDate } = usePriceExplorer(list);
  const announcer = useAnnouncer();
  const { say, sayWhenSettled, isSettling } = announcer;
  // The tier before the count now being typed: its settling says a tier only if it changed.
  const tierBeforeTyping = useRef<TierId | undefined>(undefined);
  const { tier, picked } = state;
  const { page, sections, notes, explorer } = content;
  // The estimate and the choice of view follow one frame behind: the box, the field or the
  // radio answers in the frame of the input, and the estimate or the other view paints right
  // after. So does the bar at the first tick, which lays the page out anew; once there, its count
  // and total, which the buyer watches while ticking, answer in the input's own frame.
  const counted = useDeferredValue(state);
  const barLines = useMemo(() => estimateLines(picked, tier, list), [picked, tier, list]);
  const lines = useMemo(
    () => estimateLines(counted.picked, counted.tier, list),
    [counted.picked, counted.tier, list],
  );
  const total = useMemo(() => estimateTotal(lines), [lines]);
  const validFrom = fill(page.validFrom, "validFrom", validFromDate);
  const terms = useMemo(() => [page.basis, validFrom], [page.basis, validFrom]);
  const pricesChanged =
    linkedDate && linkedDate !== content.validFrom
      ? fill(explorer.estimate.pricesChanged, "validFrom", validFromDate)
      : undefined;
  const count = parseUserCount(counted.users, list.maxRegisteredUsers);
  const counting = count.kind === "count" ? count.users : undefined;
  const users = counting === undefined ? undefined : formatNumber(counting, locale);
  const nextTier = useMemo(() => {
    const step = nextTierStep(lines, counted.tier, counting, list);
    return step && nextTierText(step, explorer.estimate, locale);
  }, [lines, counted.tier, counting, list, explorer.estimate, locale]);
  // Commas may stand in a query as they are; a link in a mail or on paper reads better so.
  const query = writeExplorerState(counted, list).toString().replaceAll("%2C", ",");
  const link = query ? `${pageUrl}?${query}` : pageUrl;
  const area = useRef<HTMLDivElement>(null);
  useShapeHold(area);

  const onUsers = useCallback(
    (typed: string) => {
      const before = current();
      update((latest) => withUsers(latest, typed, list), "replace");
      if (current() === before) return;
      if (!isSettling()) tierBeforeTyping.current = before.tier;
      sayWhenSettled(() => {
        const settled = current();
        const previous = tierBeforeTyping.current;
        tierBeforeTyping.current = settled.tier;
        return settled.tier === previous ? "" : tierSentence(settled, { content, locale, list });
      }, USERS_SETTLE_MS);
    },
    [update, current, list, content, locale, isSettling, sayWhenSettled],
  );
  const onTier = useCallback(
    (chosen: TierId) => update((latest) => withTier(latest, chosen), "push"),
    [update],
  );
  const onView = useCallback(
    (chosen: ExplorerView) => update((latest) => withView(latest, chosen), "push"),
    [update],
  );
  const onToggle = useCallback(
    (id: string) => {
      const before = current();
      update((latest) => withToggled(latest, id, list), "push");
      const after = current();
      if (after !== before) say(toggleSentence(id, after, { content, locale, list }));
    },
    [update, current, list, content, locale, say],
  );
  const onClear = useCallback(() => {
    const before = current();
    update(withoutPicked, "push");
    if (current() !== before && before.picked.length > 0) say(explorer.announce.cleared);
  }, [update, current, say, explorer.announce.cleared]);

  return (
    <div
      ref={area}
      id={PRICE_PAGE_ID}
      // The tables' rows of this tier are marked by app.css, which matches their own data-tier.
      data-tier={tier}
      className="price-page mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <PrintHead
        brand={brand}
        words={explorer}
        locale={locale}
        validFrom={validFrom}
        users={users}
        link={link}
        isEstimate={lines.length > 0}
      />
      <PriceListHead content={content} locale={locale} validFrom={validFrom} csvHref={csvHref} />
      <ExplorerControls
        content={content}
        locale={locale}
        state={state}
        onUsers={onUsers}
        onTier={onTier}
        onToggle={onToggle}
        onView={onView}
      />
      <EstimateAnnouncer region={announcer.region} />
      <ExplorerUnavailable words={explorer} email={email} />
      <SectionsNav label={page.sectionsNav} sections={sections} />
      {counted.view === "compare" ? (
        <CompareTable
          content={content}
          locale={locale}
          tier={tier}
          picked={picked}
          onToggle={onToggle}
        />
      ) : (
        <PriceTables content={content} locale={locale} picked={picked} onToggle={onToggle} />
      )}
      {lines.length > 0 && barLines.length > 0 && (
        <EstimateBar
          words={explorer.estimate}
          locale={locale}
          count={barLines.length}
          total={tier ? estimateTotal(barLines) : undefined}
        />
      )}
      <EstimatePanel
        content={content}
        locale={locale}
        email={email}
        // Only an estimate with lines mails them: an empty one need not render for each key.
        users={lines.length > 0 ? users : undefined}
        link={lines.length > 0 ? link : pageUrl}
        terms={terms}
        pricesChanged={pricesChanged}
        tier={counted.tier}
        lines={lines}
        total={total}
        nextTier={nextTier}
        onClear={onClear}
      />
      <PriceNotes heading={page.notesHeading} notes={notes} />
    </div>
  );
}
