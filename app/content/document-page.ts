import { germanTypography } from "./german-typography.ts";
import { localeSettings, type Locale } from "./locales.ts";
import { fillPlaceholders, type PlaceholderValues } from "./placeholders.ts";
import type { DocumentPageText } from "./schema.ts";

/**
 * A page of headed paragraphs as the site shows it: placeholders filled, and in German the long
 * words marked where they may break. The description is the page's meta description, for
 * search engines, and stays as written.
 */
export function documentPage(
  text: DocumentPageText,
  locale: Locale,
  values: PlaceholderValues,
): DocumentPageText {
  const filled = fillPlaceholders(text, values);
  if (localeSettings[locale].typography !== "german") return filled;
  return germanTypography(filled, (path) => path[0] === "description");
}
