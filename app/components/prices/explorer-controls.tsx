import { useId, useLayoutEffect } from "react";
import { ExplorerBoundary } from "~/components/prices/explorer-boundary";
import { OfferingPicker } from "~/components/prices/offering-picker";
import { TierChoice } from "~/components/prices/tier-choice";
import { UsersField } from "~/components/prices/users-field";
import { ViewChoice } from "~/components/prices/view-choice";
import { useExplorerState } from "~/hooks/use-explorer";
import { useShapeHold } from "~/hooks/use-shape-hold";
import {
  ANNOUNCER_ID,
  explorerActions,
  startExplorer,
  type ExplorerSetup,
} from "~/lib/explorer-store";

/**
 * What the price list is shown for and how: the count of users (or the tier), the offerings in
 * the estimate, and the view; and the estimate's live region. Its island starts the explorer for
 * all the others as it hydrates, with the page's words and prices (`setup`). Each part is
 * memoised, so a keystroke renders the field and, when the tier changes, the tiers.
 */
function ExplorerControls(setup: ExplorerSetup) {
  const { content, locale } = setup;
  const { explorer: words, page, sections } = content;
  const id = useId();
  const state = useExplorerState();
  // Before the browser paints the hydrated page, so the address's state shows in its first frame.
  useLayoutEffect(() => startExplorer(setup), [setup]);
  useShapeHold();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="needs-js mt-8 rounded-2xl border border-border bg-raised p-5 shadow-sm sm:p-6 print:hidden"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight">
        {words.heading}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <UsersField
          id={id}
          words={words}
          maxUsers={content.maxRegisteredUsers}
          users={state.users}
          onUsers={explorerActions.typeUsers}
        />
        <TierChoice
          name={`${id}-tier`}
          legend={words.tierLegend}
          tiers={content.tiers}
          userRange={page.userRange}
          locale={locale}
          tier={state.tier}
          onTier={explorerActions.chooseTier}
        />
      </div>
      <OfferingPicker
        words={words.picker}
        sections={sections}
        picked={state.picked}
        onToggle={explorerActions.toggle}
      />
      <ViewChoice
        name={`${id}-view`}
        words={words}
        view={state.view}
        onView={explorerActions.chooseView}
      />
      {/*
       * The estimate's live region: in the page, empty, from the first render, so a screen reader
       * hears each sentence written into it once (explorer-store.ts). The visible estimate is no
       * live region: it would be read again, whole, at every change.
       */}
      <p id={ANNOUNCER_ID} role="status" aria-live="polite" className="sr-only" />
    </section>
  );
}

/** The island of the explorer's controls, which starts the explorer. */
export function ExplorerControlsIsland(setup: ExplorerSetup) {
  return (
    <ExplorerBoundary>
      <ExplorerControls {...setup} />
    </ExplorerBoundary>
  );
}
