import { getEntry } from "astro:content";
import type { ContentData } from "./data.ts";
import type { Locale } from "./locales.ts";
import { localeContent, type LocaleContent } from "./site-content.ts";

/** One language's content for the pages, from the collection app/content.config.ts loads. */
export async function contentOf(locale: Locale): Promise<LocaleContent> {
  const entry = await getEntry("content", "data");
  if (!entry) throw new Error("The content collection is empty");
  return localeContent(entry.data as ContentData, locale);
}
