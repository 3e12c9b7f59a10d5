import {
  CARD_RAISE_FROM,
  HASH_SCROLL_OFFSET_PX,
  HERO_REVEAL_DISTANCE_PX,
  TYPING_INTERVAL_MS,
} from "./constants";
import { site } from "./site";

/** The hero title as the letters it is typed in (a letter is a code point, as in the markup). */
export const heroTitleLetters = Array.from(site.hero.title);

/**
 * The spec's figures as CSS custom properties, plus each title letter's place, for the styles
 * that must run from the first paint without JavaScript (typing, reveals, hash offset). The
 * build serves this as a stylesheet (vite.config.ts), so constants.ts stays the one source.
 */
export function styleConstantsCss(): string {
  const properties = {
    "--typing-interval": `${TYPING_INTERVAL_MS}ms`,
    "--hero-title-letters": String(heroTitleLetters.length),
    "--hash-offset": `${HASH_SCROLL_OFFSET_PX}px`,
    "--hero-reveal-distance": `${HERO_REVEAL_DISTANCE_PX}px`,
    "--card-raise-from": String(CARD_RAISE_FROM),
  };
  const root = `:root{${Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}`;
  const letters = heroTitleLetters.map(
    (_, index) => `.hero-letter:nth-child(${index + 1}){--letter:${index + 1}}`,
  );
  return [root, ...letters].join("\n");
}
