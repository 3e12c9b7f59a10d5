import { describe, expect, it } from "vitest";
import { HASH_SCROLL_OFFSET_PX, HERO_REVEAL_DISTANCE_PX, TYPING_INTERVAL_MS } from "./constants";
import { site } from "./site";
import { styleConstantsCss } from "./style-constants";

describe("styleConstantsCss", () => {
  const css = styleConstantsCss();

  it("hands the spec's figures to the CSS", () => {
    expect(css).toContain(`--typing-interval:${TYPING_INTERVAL_MS}ms`);
    expect(css).toContain(`--hash-offset:${HASH_SCROLL_OFFSET_PX}px`);
    expect(css).toContain(`--hero-reveal-distance:${HERO_REVEAL_DISTANCE_PX}px`);
  });

  it("numbers every letter of the hero title, and says how many there are", () => {
    const letters = Array.from(site.hero.title).length;
    expect(css).toContain(`--hero-title-letters:${letters}`);
    const numbered = [...css.matchAll(/\.hero-letter:nth-child\((\d+)\)\{--letter:(\d+)\}/g)];
    expect(numbered.map(([, child, letter]) => [Number(child), Number(letter)])).toEqual(
      Array.from({ length: letters }, (_, index) => [index + 1, index + 1]),
    );
  });
});
