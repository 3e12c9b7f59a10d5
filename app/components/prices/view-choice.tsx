import { memo } from "react";
import { choiceClass } from "~/components/prices/choice-styles";
import type { ExplorerWords } from "~/content/price-list";
import { explorerViews, type ExplorerView } from "~/lib/price-explorer";

interface ViewChoiceProps {
  /** The radio group's name. */
  name: string;
  words: ExplorerWords;
  view: ExplorerView;
  onView: (view: ExplorerView) => void;
}

/** A table per offering, or one comparison table. */
function ViewChoiceOf({ name, words, view, onView }: ViewChoiceProps) {
  return (
    <fieldset className="mt-6">
      <legend className="font-semibold">{words.viewLegend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {explorerViews.map((option) => (
          <label key={option} className={choiceClass}>
            <input
              type="radio"
              name={name}
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
  );
}

/** Renders again only when the view changes. */
export const ViewChoice = memo(ViewChoiceOf);
