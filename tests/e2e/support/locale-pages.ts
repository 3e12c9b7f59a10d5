import { locales, type Locale } from "~/content/locales";
import { readPagePathsOf as pagePathsOf } from "~/content/read";
import { otherLocalesOf } from "./content.ts";

const pagesOf = Object.fromEntries(
  locales.map((locale) => [locale, pagePathsOf(locale)]),
) as Record<Locale, string[]>;

/** Every page of every language with its twin in each other language, by position in that
 * language's list: not by the app's path rule, so that a wrong rule shows as a wrong link. */
export const LOCALE_PAGES = locales.flatMap((locale) =>
  pagesOf[locale].map((path, index) => ({
    locale,
    path,
    twins: otherLocalesOf(locale).map((other) => ({
      locale: other,
      path: pagesOf[other][index] ?? "(no twin)",
    })),
  })),
);
