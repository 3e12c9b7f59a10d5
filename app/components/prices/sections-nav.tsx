import { memo } from "react";
import type { PricesContent } from "~/content/price-list";

interface SectionsNavProps {
  label: string;
  sections: PricesContent["sections"];
}

/** Jump links to the price list's sections (in either view, each has its section's id). */
function SectionsNavOf({ label, sections }: SectionsNavProps) {
  return (
    <nav aria-label={label} className="mt-8 print:hidden">
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
  );
}

export const SectionsNav = memo(SectionsNavOf);
