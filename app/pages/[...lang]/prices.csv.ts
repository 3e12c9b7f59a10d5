import type { APIRoute } from "astro";
import { contentOf } from "~/content/by-locale";
import type { Locale } from "~/content/locales";
import { localeRoutes } from "~/lib/locale";
import { csvResponse, priceListCsv } from "~/lib/price-csv";

export const getStaticPaths = localeRoutes;

/** The price list as CSV, written once at build time from the same data as the page. */
export const GET: APIRoute = ({ props }) => {
  const locale = (props as { locale: Locale }).locale;
  const { page, explorer, sections } = contentOf[locale].prices;
  const words = { ...explorer.csv, userRange: page.userRange };
  return csvResponse(priceListCsv(sections, words, locale));
};
