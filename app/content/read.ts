import { loadContentData } from "./data.ts";
import { locales, type Locale } from "./locales.ts";
import { localeContent, type LocaleContent } from "./site-content.ts";

// For tests and scripts outside Astro: the same read, check and assembly as the pages'.

export const readContent = (locale: Locale): LocaleContent =>
  localeContent(loadContentData(), locale);

/** Every page of one language, as the sitemap lists them. */
export const readPagePathsOf = (locale: Locale): string[] => readContent(locale).pagePaths;

export const readPagePaths = (): string[] => locales.flatMap(readPagePathsOf);
