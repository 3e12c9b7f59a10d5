import { memo } from "react";
import type { PricesContent } from "~/content/price-list";

interface PriceNotesProps {
  heading: string;
  notes: PricesContent["notes"];
}

/** The notes under the price list (SPEC.md §9): verticals, and how modules are priced. */
function PriceNotesOf({ heading, notes }: PriceNotesProps) {
  return (
    <section aria-labelledby="price-notes-heading" className="mt-16 rounded-2xl bg-surface p-6">
      <h2 id="price-notes-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="mt-3 list-disc space-y-2 ps-5 text-fg-muted">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

export const PriceNotes = memo(PriceNotesOf);
