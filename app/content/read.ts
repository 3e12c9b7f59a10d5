import { loadContentData } from "./data";
import type { Locale } from "./locales";
import { placeholderValues } from "./placeholders";
import { pricesContent, type PricesContent } from "./price-list";

/**
 * The price page's content in one language, read straight from the data files, for tests and
 * scripts that run outside the site's build: the same data and the same assembly as the pages.
 */
export function readPricesContent(locale: Locale): PricesContent {
  const data = loadContentData();
  return pricesContent(data.priceList, data.text[locale].prices, placeholderValues[locale]);
}
