import { getEntry } from "astro:content";
import type { Locale } from "./locales";
import { placeholderValues } from "./placeholders";
import { pricesContent, type PricesContent } from "./price-list";

/** The price page's content in one language, from the content collections (build time only). */
export async function pricesContentOf(locale: Locale): Promise<PricesContent> {
  const [list, words] = await Promise.all([
    getEntry("priceList", "price-list"),
    getEntry("pricesText", locale),
  ]);
  if (!list || !words) throw new Error(`The price list or its ${locale} words are missing`);
  return pricesContent(list.data, words.data, placeholderValues[locale]);
}
