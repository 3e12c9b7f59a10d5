import { useCallback } from "react";
import { CompareTable } from "~/components/prices/compare-table";
import { EstimateBar } from "~/components/prices/estimate-bar";
import { EstimatePanel } from "~/components/prices/estimate-panel";
import { ExplorerControls } from "~/components/prices/explorer-controls";
import { PriceTable } from "~/components/prices/price-table";
import { PriceTerms } from "~/components/prices/price-terms";
import { DownloadIcon } from "~/components/ui/icons";
import type { PricesContent } from "~/content/prices";
import type { Locale } from "~/content/locales";
import { usePriceExplorer } from "~/hooks/use-price-explorer";
import {
  EMPTY_EXPLORER,
  estimateLines,
  estimateTotal,
  togglePicked,
  withTier,
  withUsers,
} from "~/lib/price-explorer";

/**
 * The price list (SPEC.md §9) and its explorer: the plain tables read without JavaScript; once
 * hydrated, a count of users or a tier marks the prices that apply, a comparison table shows all
 * offerings at once, and ticked offerings add up to an estimate. The state lives in the URL.
 */
export function PricesPage({
  content,
  locale,
  csvHref,
  email,
}: {
  content: PricesContent;
  locale: Locale;
  csvHref: string;
  email: string;
}) {
  const { state, update } = usePriceExplorer();
  const { page, sections, notes, explorer } = content;
  const lines = estimateLines(state.picked, state.tier);
  const total = estimateTotal(lines);
  const toggle = useCallback(
    (id: string) =>
      update((current) => ({ ...current, picked: togglePicked(current.picked, id) }), "push"),
    [update],
  );

  return (
    <div className="price-page mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-fg-muted">{page.intro}</p>
      <PriceTerms words={explorer} userRange={page.userRange} locale={locale} />
      <a
        href={csvHref}
        download={explorer.csv.fileName}
        className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-accent hover:underline print:hidden"
      >
        <DownloadIcon className="size-4" />
        {explorer.csv.link}
      </a>
      <ExplorerControls
        words={explorer}
        userRange={page.userRange}
        locale={locale}
        users={state.users}
        tier={state.tier}
        view={state.view}
        onUsers={(typed) => update((current) => withUsers(current, typed), "replace")}
        onTier={(tier) => update((current) => withTier(current, tier), "push")}
        onView={(view) => update((current) => ({ ...current, view }), "push")}
      />
      <nav aria-label={page.sectionsNav} className="mt-8 print:hidden">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-border bg-raised px-4 font-medium hover:border-accent hover:text-accent"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {state.view === "compare" ? (
        <CompareTable
          content={content}
          locale={locale}
          tier={state.tier}
          picked={state.picked}
          onToggle={toggle}
        />
      ) : (
        sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-16"
          >
            <h2
              id={`${section.id}-heading`}
              className="text-2xl font-bold tracking-tight sm:text-3xl"
            >
              {section.heading}
            </h2>
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              {section.offerings.map((offering) => (
                <PriceTable
                  key={offering.id}
                  offering={offering}
                  content={content}
                  locale={locale}
                  tier={state.tier}
                  picked={state.picked.includes(offering.id)}
                  onToggle={toggle}
                />
              ))}
            </div>
          </section>
        ))
      )}
      {lines.length > 0 && (
        <EstimateBar
          words={explorer.estimate}
          locale={locale}
          count={lines.length}
          total={state.tier ? total : undefined}
        />
      )}
      <EstimatePanel
        content={content}
        locale={locale}
        email={email}
        tier={state.tier}
        lines={lines}
        total={total}
        onClear={() => update((current) => ({ ...current, picked: EMPTY_EXPLORER.picked }), "push")}
      />
      <section aria-labelledby="price-notes-heading" className="mt-16 rounded-2xl bg-surface p-6">
        <h2 id="price-notes-heading" className="text-lg font-semibold">
          {page.notesHeading}
        </h2>
        <ul className="mt-3 list-disc space-y-2 ps-5 text-fg-muted">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
