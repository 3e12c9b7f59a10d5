import { locales } from "~/content/locales";
import { readPagePathsOf as pagePathsOf } from "~/content/read";
import { otherLocaleOf } from "./content.ts";

/** Every page of every language with its twin in the next language (`otherLocaleOf`), by position
 * in that language's list: not by the app's path rule, so that a wrong rule shows as a wrong link. */
export const LOCALE_PAGES = locales.flatMap((locale) => {
  const twins = pagePathsOf(otherLocaleOf(locale));
  return pagePathsOf(locale).map((path, index) => ({
    locale,
    path,
    counterpart: twins[index] ?? "(no twin)",
  }));
});
