import { memo } from "react";
import { PriceTerms } from "~/components/prices/price-terms";
import { DownloadIcon } from "~/components/ui/icons";
import type { Locale } from "~/content/locales";
import type { PricesContent } from "~/content/price-list";

interface PriceListHeadProps {
  content: PricesContent;
  locale: Locale;
  /** "Prices valid from 1 January 2026." */
  validFrom: string;
  /** Where the price list downloads as CSV. */
  csvHref: string;
}

/** The page's heading, what the prices are, and the CSV download: the same in every state. */
function PriceListHeadOf({ content, locale, validFrom, csvHref }: PriceListHeadProps) {
  const { page, explorer } = content;
  return (
    <>
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-fg-muted">{page.intro}</p>
      <PriceTerms
        words={explorer}
        tiers={content.tiers}
        userRange={page.userRange}
        locale={locale}
      />
      <p className="mt-2 max-w-2xl text-fg-muted">{page.basis}</p>
      <p className="mt-2 font-semibold">{validFrom}</p>
      <a
        href={csvHref}
        download={explorer.csv.fileName}
        className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-accent hover:underline print:hidden"
      >
        <DownloadIcon className="size-4" />
        {explorer.csv.link}
      </a>
    </>
  );
}

/** Never renders again once drawn: its props never change. */
export const PriceListHead = memo(PriceListHeadOf);
