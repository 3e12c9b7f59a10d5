import type { Locale } from "~/content/locales";
import { readPagePaths, readPagePathsOf } from "~/content/read";

/** Every page of the site, in both languages, as the sitemap lists them. */
export const pagePaths = readPagePaths();

/** Every page of one language. */
export const pagePathsOf = (locale: Locale): string[] => readPagePathsOf(locale);
