import { getEntry } from "astro:content";
import type { Locale } from "./locales";
import { placeholderValues } from "./placeholders";
import { documentPage } from "./document-page";
import { pricesContent, type PricesContent } from "./price-list";
import type { DocumentPageText, LegalText } from "./schema";

/** The price page's content in one language, from the content collections (build time only). */
export async function pricesContentOf(locale: Locale): Promise<PricesContent> {
  const [list, words] = await Promise.all([
    getEntry("priceList", "price-list"),
    getEntry("pricesText", locale),
  ]);
  if (!list || !words) throw new Error(`The price list or its ${locale} words are missing`);
  return pricesContent(list.data, words.data, placeholderValues[locale]);
}

/** The accessibility statement in one language (build time only). */
export async function accessibilityOf(locale: Locale): Promise<DocumentPageText> {
  const entry = await getEntry("accessibilityText", locale);
  if (!entry) throw new Error(`The ${locale} accessibility statement is missing`);
  return documentPage(entry.data, locale);
}

/** The terms, privacy and security pages in one language (build time only). */
export async function legalOf(locale: Locale): Promise<LegalText> {
  const entry = await getEntry("legalText", locale);
  if (!entry) throw new Error(`The ${locale} legal pages are missing`);
  const { terms, privacy, security } = entry.data;
  return {
    terms: documentPage(terms, locale),
    privacy: documentPage(privacy, locale),
    security: documentPage(security, locale),
  };
}
