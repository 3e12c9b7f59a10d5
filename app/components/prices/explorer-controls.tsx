import { useId } from "react";
import { OfferingPicker } from "~/components/prices/offering-picker";
import { TierChoice } from "~/components/prices/tier-choice";
import { UsersField } from "~/components/prices/users-field";
import { ViewChoice } from "~/components/prices/view-choice";
import type { Locale } from "~/content/locales";
import type { PricesContent, TierId } from "~/content/price-list";
import type { ExplorerState, ExplorerView } from "~/lib/price-explorer";

interface ExplorerControlsProps {
  content: PricesContent;
  locale: Locale;
  state: ExplorerState;
  onUsers: (typed: string) => void;
  onTier: (tier: TierId) => void;
  onToggle: (id: string) => void;
  onView: (view: ExplorerView) => void;
}

/**
 * What the price list is shown for and how: the count of users (or the tier), the offerings in
 * the estimate, and the view. Each part is memoised, so a keystroke renders the field and, when
 * the tier changes, the tiers; nothing else.
 */
export function ExplorerControls(props: ExplorerControlsProps) {
  const { content, locale, state, onUsers, onTier, onToggle, onView } = props;
  const { explorer: words, page, sections } = content;
  const id = useId();
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
          onUsers={onUsers}
        />
        <TierChoice
          name={`${id}-tier`}
          legend={words.tierLegend}
          tiers={content.tiers}
          userRange={page.userRange}
          locale={locale}
          tier={state.tier}
          onTier={onTier}
        />
      </div>
      <OfferingPicker
        words={words.picker}
        sections={sections}
        picked={state.picked}
        onToggle={onToggle}
      />
      <ViewChoice name={`${id}-view`} words={words} view={state.view} onView={onView} />
    </section>
  );
}
