// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  contentText,
  FALLBACKS,
  fallbackFaceCss,
  fallbackFaces,
  uncoveredCharacters,
} from "./font-metrics.mjs";

/** Debian's fonts-liberation and fonts-dejavu-core, which Chromium's package brings along. */
const LOCAL_FONTS_PRESENT = FALLBACKS.every(
  ({ regular, bold }) => existsSync(regular.file) && existsSync(bold.file),
);
/** CSS without whitespace: Prettier may wrap a rule differently from the generator. */
const compact = (css: string) => css.replace(/\s+/g, "");
const FONTS_CSS = compact(readFileSync(new URL("../../app/fonts.css", import.meta.url), "utf8"));

/**
 * Characters the content may use although the latin subset lacks them, each drawn from the
 * fallback face instead: the cards' "→" (U+2192, aria-hidden; Fontsource has no subset of
 * Inter's arrows). Anything else the content starts using must be checked first.
 */
const DRAWN_BY_THE_FALLBACK = ["→"];

describe("the web font and its fallback faces", () => {
  it("the latin subset has a glyph for every character the content of both languages uses", async () => {
    expect(uncoveredCharacters(await contentText())).toEqual(DRAWN_BY_THE_FALLBACK);
  });

  it.skipIf(!LOCAL_FONTS_PRESENT)(
    "app/fonts.css has the fallback faces computed from the font files",
    async () => {
      const faces = fallbackFaces(await contentText());
      expect(faces.length).toBeGreaterThan(0);
      for (const face of faces) expect(FONTS_CSS).toContain(compact(fallbackFaceCss(face)));
    },
  );
});
