import { loadContentData, type ContentData } from "./data.ts";
import type { Locale } from "./locales.ts";
import { allPagePaths, pagePathsOf } from "./pages.ts";
import { localeContent, type LocaleContent } from "./site-content.ts";

let loaded: ContentData | undefined;
const assembled = new Map<Locale, LocaleContent>();

/** The data files, read and checked once per process: tests ask for them many times. */
export function readContentData(): ContentData {
  loaded ??= loadContentData();
  return loaded;
}

/**
 * One language's content read straight from the data files, for tests and scripts that run
 * outside the site's build: the same data and the same assembly as the pages.
 */
export function readContent(locale: Locale): LocaleContent {
  let content = assembled.get(locale);
  if (!content) {
    content = localeContent(readContentData(), locale);
    assembled.set(locale, content);
  }
  return content;
}

/** The products' slugs, in the home page's order. */
export const readProductSlugs = (): string[] =>
  readContentData().catalog.products.map((product) => product.slug);

/** Every page of one language, as the sitemap lists them. */
export const readPagePathsOf = (locale: Locale): string[] =>
  pagePathsOf(locale, readProductSlugs());

/** Every page of the site, in both languages. */
export const readPagePaths = (): string[] => allPagePaths(readProductSlugs());
