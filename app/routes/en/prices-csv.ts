import { priceSections } from "~/content/price-list";
import { pricesContent } from "~/content/prices";
import { csvResponse, priceListCsv } from "~/lib/price-csv";

/** The price list as CSV, written once at build time from the same data as the page. */
export function loader() {
  const words = { ...pricesContent.explorer.csv, userRange: pricesContent.page.userRange };
  return csvResponse(priceListCsv(priceSections, words, "en"));
}
