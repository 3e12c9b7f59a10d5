import { PriceTable } from "~/components/prices/price-table";
import { priceNotes, priceSections, pricesPage } from "~/content/prices";
import { site } from "~/content/site";
import { ui } from "~/content/ui";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/content/paths";
import type { Route } from "./+types/prices";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${pricesPage.title}${ui.meta.titleSeparator}${site.brand}`,
    description: pricesPage.description,
    path: paths.prices,
  });

export default function PricesRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{pricesPage.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-fg-muted">{pricesPage.intro}</p>
      <nav aria-label={pricesPage.sectionsNav} className="mt-8 print:hidden">
        <ul className="flex flex-wrap gap-2">
          {priceSections.map((section) => (
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
      {priceSections.map((section) => (
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
              <PriceTable key={offering.id} offering={offering} />
            ))}
          </div>
        </section>
      ))}
      <section aria-labelledby="price-notes-heading" className="mt-16 rounded-2xl bg-surface p-6">
        <h2 id="price-notes-heading" className="text-lg font-semibold">
          {pricesPage.notesHeading}
        </h2>
        <ul className="mt-3 list-disc space-y-2 ps-5 text-fg-muted">
          {priceNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
