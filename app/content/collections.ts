import { getEntry } from "astro:content";
import type { ContentData, LocaleText, SharedData } from "./data.ts";
import { locales, type Locale } from "./locales.ts";
import { localeContent, type LocaleContent } from "./site-content.ts";

/** Assembled once per build for each language's words: every page asks. */
const assembled = new WeakMap<object, LocaleContent>();

/**
 * One language's content from the content collections (build time only): what every page of that
 * language shows, from the same data and by the same assembly as tests see it (./read.ts).
 */
export async function contentOf(locale: Locale): Promise<LocaleContent> {
  const [shared, ...words] = await Promise.all([
    getEntry("shared", "shared"),
    ...locales.map((each) => getEntry("words", each)),
  ]);
  const own = words[locales.indexOf(locale)];
  if (!shared || !own) throw new Error(`The content data or its ${locale} words are missing`);
  const cached = assembled.get(own.data);
  if (cached) return cached;
  const text = Object.fromEntries(
    locales.map((each, index) => [each, words[index]?.data]),
  ) as Record<Locale, LocaleText>;
  const data: ContentData = { ...(shared.data as SharedData), text };
  const content = localeContent(data, locale);
  assembled.set(own.data, content);
  return content;
}
