import type { APIRoute } from "astro";
import { contentOf } from "~/content/collections";
import type { Locale } from "~/content/locales";
import { localeRoutes } from "~/lib/locale";
import { csvResponse, priceListCsv } from "~/lib/price-csv";

export const getStaticPaths = localeRoutes;

/** The price list as CSV, written once at build time from the same data as the page. */
export const GET: APIRoute = async ({ props }) => {
  const locale = (props as { locale: Locale }).locale;
  const { prices } = await contentOf(locale);
  const words = { ...prices.explorer.csv, userRange: prices.page.userRange };
  return csvResponse(priceListCsv(prices, words, locale));
};
