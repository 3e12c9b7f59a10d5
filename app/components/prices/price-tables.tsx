import { memo } from "react";
import { PriceTable } from "~/components/prices/price-table";
import type { Locale } from "~/content/locales";
import type { PricesContent } from "~/content/price-list";

interface PriceTablesProps {
  content: PricesContent;
  locale: Locale;
  picked: readonly string[];
  onToggle: (id: string) => void;
}

/**
 * A section per heading, a table per offering. Each table gets only its own tick, so a tick
 * renders that one table again; a change of tier renders none (app.css marks its rows).
 */
function PriceTablesOf({ content, locale, picked, onToggle }: PriceTablesProps) {
  return content.sections.map((section) => (
    <section
      key={section.id}
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className="mt-16"
    >
      <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {section.heading}
      </h2>
      {section.product && (
        <p className="mt-2 text-fg-muted print:hidden">
          {content.page.productLink}
          <a
            href={section.product.href}
            className="font-semibold text-accent underline underline-offset-4"
          >
            {section.product.title}
          </a>
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {section.offerings.map((offering) => (
          <PriceTable
            key={offering.id}
            offering={offering}
            content={content}
            locale={locale}
            picked={picked.includes(offering.id)}
            onToggle={onToggle}
          />
        ))}
      </div>
    </section>
  ));
}

/** Renders again only when the ticks change: never for a keystroke, nor for a change of tier. */
export const PriceTables = memo(PriceTablesOf);
