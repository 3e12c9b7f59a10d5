import { memo } from "react";
import type { ExplorerContent, Offering } from "~/content/price-list";
import { BOX_ATTRIBUTE } from "~/lib/explorer-store";

interface ChoiceProps<T extends string> {
  name: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  checked?: T;
  onChoose: (value: T) => void;
  className?: string;
  listClass: string;
}

/** Radios drawn as bordered tiles that show their checked state and keyboard focus. */
function ChoiceOf<T extends string>(props: ChoiceProps<T>) {
  const { name, legend, options, checked, onChoose, className, listClass } = props;
  return (
    <fieldset className={className}>
      <legend className="font-semibold">{legend}</legend>
      <div className={listClass}>
        {options.map(({ value, label }) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border bg-bg px-3 py-2 text-pretty has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:outline-3 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={checked === value}
              onChange={() => onChoose(value)}
              className="size-4 shrink-0 accent-accent"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Renders again only when its choice changes, not for each keystroke. */
export const Choice = memo(ChoiceOf) as typeof ChoiceOf;

/**
 * One offering's tick, named by its title; the group's legend says what ticking does. Like the
 * list's boxes, the store ticks it and hears its change (explorer-store.ts), and React never
 * renders it again.
 */
function OfferingOption({ offering }: { offering: Offering }) {
  return (
    <li>
      <label className="flex min-h-7 cursor-pointer items-center gap-2 py-0.5 text-sm">
        <input
          type="checkbox"
          {...{ [BOX_ATTRIBUTE]: offering.id }}
          className="size-4 shrink-0 accent-accent"
        />
        {offering.title}
      </label>
    </li>
  );
}

interface OfferingPickerProps {
  legend: string;
  sections: ExplorerContent["sections"];
}

/** Every offering's tick, so a buyer on a phone need not scroll through 23 tables to tick. */
export const OfferingPicker = memo(function OfferingPicker(props: OfferingPickerProps) {
  const { legend, sections } = props;
  return (
    <fieldset className="mt-6">
      <legend className="font-semibold">{legend}</legend>
      {sections.map((section) => (
        <fieldset key={section.id} className="mt-2">
          <legend className="text-sm font-bold text-fg-muted">{section.heading}</legend>
          <ul className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
            {section.offerings.map((offering) => (
              <OfferingOption key={offering.id} offering={offering} />
            ))}
          </ul>
        </fieldset>
      ))}
    </fieldset>
  );
});
