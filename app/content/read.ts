import { loadContentData } from "./data.ts";
import { locales, type Locale } from "./locales.ts";
import { pagePathsOf } from "./paths.ts";
import { localeContent, type LocaleContent } from "./site-content.ts";

// For tests and scripts outside Astro: the same read, check and assembly as the pages'.

export const readContent = (locale: Locale): LocaleContent =>
  localeContent(loadContentData(), locale);

// From the slugs alone: the pseudo-locale's words exist only in its own build's content copy.
/** Every page of one language, as the sitemap lists them. */
export const readPagePathsOf = (locale: Locale): string[] =>
  pagePathsOf(
    locale,
    loadContentData().catalog.products.map(({ slug }) => slug),
  );

export const readPagePaths = (): string[] => locales.flatMap(readPagePathsOf);
