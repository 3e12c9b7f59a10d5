import { hyphenateLongWords } from "../../scripts/lib/german-hyphenation.mjs";
import type { Locale } from "./locales";
import { placeholderValues } from "./placeholders";
import { fillPlaceholders } from "./price-list";
import type { DocumentPageText } from "./schema";

/**
 * A page of headed paragraphs as the site shows it: placeholders filled, and in German the long
 * words marked where they may break (soft hyphens, from the `hyphen` package's patterns), so the
 * data files hold plain words and a heading still breaks with a hyphen in every browser.
 */
export function documentPage(text: DocumentPageText, locale: Locale): DocumentPageText {
  const filled = fillPlaceholders(text, placeholderValues[locale]);
  if (locale !== "de") return filled;
  return {
    ...filled,
    title: hyphenateLongWords(filled.title),
    sections: filled.sections.map((section) => ({
      heading: hyphenateLongWords(section.heading),
      paragraphs: section.paragraphs.map((paragraph) => hyphenateLongWords(paragraph)),
    })),
  };
}
