import { PriceTable } from "~/components/prices/price-table";
import type { PricesContent } from "~/content/prices";
import { useChrome } from "~/hooks/use-chrome";

/** The price list: jump links to its sections, a table per offering, and the notes. */
export function PricesPage({ content }: { content: PricesContent }) {
  const { locale } = useChrome();
  const { page, sections, notes } = content;
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-fg-muted">{page.intro}</p>
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
      {sections.map((section) => (
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
              <PriceTable key={offering.id} offering={offering} words={page} locale={locale} />
            ))}
          </div>
        </section>
      ))}
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
