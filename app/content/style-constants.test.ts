import { describe, expect, it } from "vitest";
import { HASH_SCROLL_OFFSET_PX, HERO_REVEAL_DISTANCE_PX, TYPING_INTERVAL_MS } from "./constants.ts";
import { readContent } from "./read.ts";
import { styleConstantsCss } from "./style-constants.ts";

const letterCount = (title: string) => Array.from(title).length;
const site = readContent("en").chrome.text.site;
const germanSite = readContent("de").chrome.text.site;

describe("styleConstantsCss", () => {
  const css = styleConstantsCss();

  it("hands the spec's figures to the CSS", () => {
    expect(css).toContain(`--typing-interval:${TYPING_INTERVAL_MS}ms`);
    expect(css).toContain(`--hash-offset:${HASH_SCROLL_OFFSET_PX}px`);
    expect(css).toContain(`--hero-reveal-distance:${HERO_REVEAL_DISTANCE_PX}px`);
  });

  it("says how many letters each language's hero title has", () => {
    expect(css).toMatch(
      new RegExp(`^:root\\{[^}]*--hero-title-letters:${letterCount(site.hero.title)}[;}]`, "m"),
    );
    expect(css).toContain(
      `:root:lang(de){--hero-title-letters:${letterCount(germanSite.hero.title)}}`,
    );
  });

  it("numbers every letter of the longer title", () => {
    const longest = Math.max(letterCount(site.hero.title), letterCount(germanSite.hero.title));
    const numbered = [...css.matchAll(/\.hero-letter:nth-child\((\d+)\)\{--letter:(\d+)\}/g)];
    expect(numbered.map(([, child, letter]) => [Number(child), Number(letter)])).toEqual(
      Array.from({ length: longest }, (_, index) => [index + 1, index + 1]),
    );
  });
});
