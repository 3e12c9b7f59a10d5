import { memo } from "react";
import type { ExplorerContent, Offering, PricesContent } from "~/content/price-list";

interface OfferingOptionProps {
  offering: Offering;
  checked: boolean;
  onToggle: (id: string) => void;
}

/** One offering's tick, named by its title; the group's legend says what ticking does. */
const OfferingOption = memo(function OfferingOption({
  offering,
  checked,
  onToggle,
}: OfferingOptionProps) {
  return (
    <li>
      <label className="flex min-h-7 cursor-pointer items-center gap-2 py-0.5 text-sm">
        <input
          type="checkbox"
          checked={checked}
          onChange={() => onToggle(offering.id)}
          className="size-4 shrink-0 accent-accent"
        />
        {offering.title}
      </label>
    </li>
  );
});

interface OfferingPickerProps {
  words: PricesContent["explorer"]["picker"];
  sections: ExplorerContent["sections"];
  picked: readonly string[];
  onToggle: (id: string) => void;
}

/**
 * Every offering as a small checkbox, grouped by section, at the top of the explorer: a buyer on
 * a phone ticks what they need here instead of scrolling through 23 tables. It shares its ticks
 * with each table's "Add to estimate".
 */
function OfferingPickerOf({ words, sections, picked, onToggle }: OfferingPickerProps) {
  return (
    <fieldset className="mt-6">
      <legend className="font-semibold">{words.legend}</legend>
      {sections.map((section) => (
        <fieldset key={section.id} className="mt-2">
          <legend className="text-sm font-bold text-fg-muted">{section.heading}</legend>
          <ul className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
            {section.offerings.map((offering) => (
              <OfferingOption
                key={offering.id}
                offering={offering}
                checked={picked.includes(offering.id)}
                onToggle={onToggle}
              />
            ))}
          </ul>
        </fieldset>
      ))}
    </fieldset>
  );
}

/** Renders again only when the ticks change; then only the ticked or unticked row does. */
export const OfferingPicker = memo(OfferingPickerOf);
