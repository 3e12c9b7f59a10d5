import { loadContentData, type ContentData } from "./data";
import type { Locale } from "./locales";
import { placeholderValues } from "./placeholders";
import { documentPage } from "./document-page";
import { pricesContent, type PricesContent } from "./price-list";
import type { DocumentPageText, LegalText } from "./schema";

let loaded: ContentData | undefined;

/** The data files, read and checked once per process: tests ask for them many times. */
function contentData(): ContentData {
  loaded ??= loadContentData();
  return loaded;
}

/**
 * The price page's content in one language, read straight from the data files, for tests and
 * scripts that run outside the site's build: the same data and the same assembly as the pages.
 */
export function readPricesContent(locale: Locale): PricesContent {
  const data = contentData();
  return pricesContent(data.priceList, data.text[locale].prices, placeholderValues[locale]);
}

/** The accessibility statement in one language, straight from the data files. */
export function readAccessibility(locale: Locale): DocumentPageText {
  return documentPage(contentData().text[locale].accessibility, locale);
}

/** The terms, privacy and security pages in one language, straight from the data files. */
export function readLegal(locale: Locale): LegalText {
  const { terms, privacy, security } = contentData().text[locale].legal;
  return {
    terms: documentPage(terms, locale),
    privacy: documentPage(privacy, locale),
    security: documentPage(security, locale),
  };
}
