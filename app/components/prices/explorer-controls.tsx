import { useId, useLayoutEffect, useMemo } from "react";
import { Choice, OfferingPicker } from "~/components/prices/choices";
import { explorerIsland } from "~/components/prices/explorer-boundary";
import { stateParts, useExplorerPart } from "~/hooks/use-explorer";
import { useShapeHold } from "~/hooks/use-shape-hold";
import {
  ANNOUNCER_ID,
  explorerActions,
  startExplorer,
  type ExplorerSetup,
} from "~/lib/explorer-store";
import { formatUserRange } from "~/lib/format";
import { explorerViews } from "~/lib/price-explorer";
import { parseUserCount } from "~/lib/user-count";

/** Users or tier, ticks and view; this island starts the explorer for all the others. */
function ExplorerControls(setup: ExplorerSetup) {
  const { content, locale } = setup;
  const { explorer: words, page, sections, tiers } = content;
  const id = useId();
  // In step with the store, the field and the radios that answer in the input's own frame; a tick
  // renders nothing here, as the store ticks the picker's boxes itself.
  const users = useExplorerPart(stateParts.users);
  const tier = useExplorerPart(stateParts.tier);
  const view = useExplorerPart(stateParts.view);
  // Before the browser paints the hydrated page, so the address's state shows in its first frame.
  useLayoutEffect(() => startExplorer(setup), [setup]);
  useShapeHold();
  const tierOptions = useMemo(
    () =>
      tiers.map((tier) => ({
        value: tier.id,
        label: formatUserRange(tier.users, page.userRange, locale),
      })),
    [tiers, page.userRange, locale],
  );
  const viewOptions = useMemo(
    () => explorerViews.map((view) => ({ value: view, label: words.views[view] })),
    [words.views],
  );
  const count = parseUserCount(users, content.maxRegisteredUsers);
  const problem = count.kind === "invalid" ? words.problems[count.problem] : undefined;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="needs-js mt-8 rounded-2xl border border-border bg-raised p-5 shadow-sm sm:p-6 print:hidden"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight">
        {words.heading}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <div>
          <label htmlFor={`${id}-users`} className="block font-semibold">
            {words.usersLabel}
          </label>
          <input
            id={`${id}-users`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            value={users}
            onChange={(event) => explorerActions.typeUsers(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
            className="mt-2 block min-h-11 w-full rounded-lg border border-border bg-bg px-3 text-lg tabular-nums aria-invalid:border-danger"
          />
          <p id={`${id}-hint`} className="mt-2 text-sm text-fg-muted">
            {words.usersHint}
          </p>
          {/* In the page from the first render, so a screen reader hears each new message. */}
          <p
            id={`${id}-problem`}
            role="status"
            aria-live="polite"
            className="mt-1 text-sm font-semibold text-danger empty:mt-0"
          >
            {problem}
          </p>
        </div>
        <Choice
          name={`${id}-tier`}
          legend={words.tierLegend}
          options={tierOptions}
          checked={tier}
          onChoose={explorerActions.chooseTier}
          listClass="mt-2 grid gap-2 sm:grid-cols-2"
        />
      </div>
      <OfferingPicker legend={words.picker.legend} sections={sections} />
      <Choice
        name={`${id}-view`}
        legend={words.viewLegend}
        options={viewOptions}
        checked={view}
        onChoose={explorerActions.chooseView}
        className="mt-6"
        listClass="mt-2 flex flex-wrap gap-2"
      />
      {/* Each sentence written here is heard once (explorer-store.ts); the visible estimate is no
          live region, or it would be read again, whole, at every change. */}
      <p id={ANNOUNCER_ID} role="status" aria-live="polite" className="sr-only" />
    </section>
  );
}

export const ExplorerControlsIsland = explorerIsland(ExplorerControls);
