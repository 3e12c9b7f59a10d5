import { useId } from "react";
import type { Locale } from "~/content/locales";
import { tiers, type TierId } from "~/content/price-list";
import type { PricesContent } from "~/content/prices";
import { formatUserRange, type UserRangeWords } from "~/lib/format";
import { explorerViews, type ExplorerView } from "~/lib/price-explorer";
import { parseUserCount } from "~/lib/user-count";

interface ExplorerControlsProps {
  words: PricesContent["explorer"];
  userRange: UserRangeWords;
  locale: Locale;
  users: string;
  tier?: TierId;
  view: ExplorerView;
  onUsers: (typed: string) => void;
  onTier: (tier: TierId) => void;
  onView: (view: ExplorerView) => void;
}

const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border bg-bg px-3 py-2 has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:outline-3 has-focus-visible:outline-accent";

/** The count of users, the tier and the view: what the price list is shown for, and how. */
export function ExplorerControls(props: ExplorerControlsProps) {
  const { words, userRange, locale, users, tier, view, onUsers, onTier, onView } = props;
  const id = useId();
  const count = parseUserCount(users);
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
            onChange={(event) => onUsers(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
            className="mt-2 block min-h-11 w-full rounded-lg border border-border bg-bg px-3 text-lg tabular-nums aria-invalid:border-danger"
          />
          <p id={`${id}-hint`} className="mt-2 text-sm text-fg-muted">
            {words.usersHint}
          </p>
          {problem && (
            <p id={`${id}-problem`} className="mt-1 text-sm font-semibold text-danger">
              {problem}
            </p>
          )}
        </div>
        <fieldset>
          <legend className="font-semibold">{words.tierLegend}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {tiers.map((option) => (
              <label key={option.id} className={choiceClass}>
                <input
                  type="radio"
                  name={`${id}-tier`}
                  value={option.id}
                  checked={tier === option.id}
                  onChange={() => onTier(option.id)}
                  className="size-4 shrink-0 accent-accent"
                />
                {formatUserRange(option.users, userRange, locale)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <fieldset className="mt-6">
        <legend className="font-semibold">{words.viewLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {explorerViews.map((option) => (
            <label key={option} className={choiceClass}>
              <input
                type="radio"
                name={`${id}-view`}
                value={option}
                checked={view === option}
                onChange={() => onView(option)}
                className="size-4 shrink-0 accent-accent"
              />
              {words.views[option]}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
