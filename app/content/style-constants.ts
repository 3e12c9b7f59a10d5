import {
  CARD_RAISE_FROM,
  HASH_SCROLL_OFFSET_PX,
  HEADER_SCROLL_THRESHOLD_PX,
  HERO_REVEAL_DISTANCE_PX,
  TYPING_INTERVAL_MS,
} from "./constants.ts";
import { DEFAULT_LOCALE, localeSettings, locales, type Locale } from "./locales.ts";
import { readContent } from "./read.ts";

/** The spec's figures, letter places and title lengths as CSS, for styles that need no script. */
export function styleConstantsCss(): string {
  // Letters as the markup counts them: code points.
  const letterCounts = Object.fromEntries(
    locales.map((locale) => [
      locale,
      Array.from(readContent(locale).chrome.text.site.hero.title).length,
    ]),
  ) as Record<Locale, number>;
  const properties = {
    "--typing-interval": `${TYPING_INTERVAL_MS}ms`,
    "--hero-title-letters": String(letterCounts[DEFAULT_LOCALE]),
    "--hash-offset": `${HASH_SCROLL_OFFSET_PX}px`,
    "--header-scroll-threshold": `${HEADER_SCROLL_THRESHOLD_PX}px`,
    "--hero-reveal-distance": `${HERO_REVEAL_DISTANCE_PX}px`,
    "--card-raise-from": String(CARD_RAISE_FROM),
  };
  const root = `:root{${Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}`;
  // Each other language's on its pages: German ones say `lang="de-AT"`, which :lang(de) matches.
  const others = locales
    .filter((locale) => locale !== DEFAULT_LOCALE)
    .map(
      (locale) =>
        `:root:lang(${localeSettings[locale].hreflang}){--hero-title-letters:${letterCounts[locale]}}`,
    );
  const longest = Math.max(...Object.values(letterCounts));
  const letters = Array.from(
    { length: longest },
    // Of type: a <wbr> between letters (hero-section.tsx) is no letter.
    (_, index) => `.hero-letter:nth-of-type(${index + 1}){--letter:${index + 1}}`,
  );
  return [root, ...others, ...letters].join("\n");
}
