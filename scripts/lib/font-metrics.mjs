// The web font's files and the numbers its fallback faces need, read from the real fonts: the
// Inter latin subset the site serves, and the local fonts a visitor's browser falls back to.
// `node scripts/font-metrics.mjs` prints the fallback @font-face rules of app/fonts.css from these;
// scripts/lib/font-metrics.test.ts holds app/fonts.css and the content to them.
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);
const PROJECT_DIR = fileURLToPath(new URL("../../", import.meta.url));

/** The one file the site serves: Inter's latin subset, weight axis only, upright. */
export const WEB_FONT_FILE =
  require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

/** The weights the site's utilities use (font-normal … font-extrabold). */
export const WEIGHTS = [400, 500, 600, 700, 800];
/** From 600 on, a browser picks the bold face of a family that has regular and bold. */
const BOLD_FROM = 600;

const DEBIAN_FONTS = "/usr/share/fonts/truetype";

/**
 * The local fonts the fallback faces stand for. Liberation Sans has Arial's metrics (its widths
 * and vertical metrics are Arial's, by design), so one set of numbers serves Arial, Helvetica's
 * Arial-compatible widths and Liberation Sans; DejaVu Sans is what a Debian or Ubuntu machine has
 * when it has no Liberation fonts.
 */
export const FALLBACKS = [
  {
    family: "Inter Fallback",
    regular: {
      file: `${DEBIAN_FONTS}/liberation/LiberationSans-Regular.ttf`,
      local: ["Arial", "ArialMT", "Helvetica", "Liberation Sans", "LiberationSans"],
    },
    bold: {
      file: `${DEBIAN_FONTS}/liberation/LiberationSans-Bold.ttf`,
      local: [
        "Arial Bold",
        "Arial-BoldMT",
        "Helvetica Bold",
        "Helvetica-Bold",
        "Liberation Sans Bold",
        "LiberationSans-Bold",
      ],
    },
  },
  {
    family: "Inter Fallback DejaVu",
    regular: {
      file: `${DEBIAN_FONTS}/dejavu/DejaVuSans.ttf`,
      local: ["DejaVu Sans", "DejaVuSans"],
    },
    bold: {
      file: `${DEBIAN_FONTS}/dejavu/DejaVuSans-Bold.ttf`,
      local: ["DejaVu Sans Bold", "DejaVuSans-Bold"],
    },
  },
];

/** Every string literal's text in app/content: what the pages say, in both languages. */
export async function contentText() {
  const dir = join(PROJECT_DIR, "app/content");
  const files = (await readdir(dir, { recursive: true })).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
  );
  const literal = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;
  let text = "";
  for (const file of files) {
    const source = await readFile(join(dir, file), "utf8");
    for (const match of source.matchAll(literal)) text += match[1] ?? match[2] ?? match[3] ?? "";
  }
  return text;
}

/** Characters of `text` (beyond line breaks and tabs) that the served subset has no glyph for. */
export function uncoveredCharacters(text) {
  const covered = new Set(fontkit.openSync(WEB_FONT_FILE).characterSet);
  const missing = new Set();
  for (const char of text) {
    const code = char.codePointAt(0);
    if (code !== undefined && code > 0x1f && !covered.has(code)) missing.add(char);
  }
  return [...missing].sort();
}

/** A font's advance width of `code` in em, at `weight` if the font has a weight axis. */
function advances(path, weight) {
  const font = fontkit.openSync(path);
  // fontkit's getVariation() cannot re-read a WOFF2 file; the advance is hmtx plus HVAR's delta.
  if (font.fvar) font.variationCoords = [weight];
  return (code) => {
    const glyph = font._cmapProcessor.lookup(code);
    const base = font.hmtx.metrics.get(glyph)?.advance ?? font.hmtx.metrics.get(0).advance;
    const delta = font.fvar ? font._variationProcessor.getAdvanceAdjustment(glyph, font.HVAR) : 0;
    return (base + delta) / font.unitsPerEm;
  };
}

/** The average advance over `text`, each character counted as often as the pages use it. */
function averageWidth(path, weight, text) {
  const advance = advances(path, weight);
  let sum = 0;
  let count = 0;
  for (const char of text) {
    const code = char.codePointAt(0);
    if (code === undefined || code < 0x20) continue;
    sum += advance(code);
    count += 1;
  }
  return sum / count;
}

/** Vertical metrics in em, as Chromium reads them (typo metrics when the font asks for them). */
function verticalMetrics(path) {
  const font = fontkit.openSync(path);
  const os2 = font["OS/2"];
  const useTypo = os2?.fsSelection?.useTypoMetrics;
  const [ascent, descent, lineGap] = useTypo
    ? [os2.typoAscender, os2.typoDescender, os2.typoLineGap]
    : [font.ascent, font.descent, font.lineGap];
  const em = font.unitsPerEm;
  return { ascent: ascent / em, descent: Math.abs(descent) / em, lineGap: lineGap / em };
}

// Two decimals, no trailing zeros: as Prettier writes them in app/fonts.css.
const percent = (value) => `${Number((value * 100).toFixed(2))}%`;

/**
 * One fallback face per family and weight: the local font scaled so that the pages' text is as
 * wide in it as in Inter at that weight, with Inter's ascent, descent and line gap, so the swap
 * moves no line and no box.
 */
export function fallbackFaces(text) {
  const inter = verticalMetrics(WEB_FONT_FILE);
  return FALLBACKS.flatMap(({ family, regular, bold }) =>
    WEIGHTS.map((weight) => {
      const local = weight >= BOLD_FROM ? bold : regular;
      const sizeAdjust =
        averageWidth(WEB_FONT_FILE, weight, text) / averageWidth(local.file, weight, text);
      return {
        family,
        weight,
        local: local.local,
        sizeAdjust: percent(sizeAdjust),
        ascentOverride: percent(inter.ascent / sizeAdjust),
        descentOverride: percent(inter.descent / sizeAdjust),
        lineGapOverride: percent(inter.lineGap / sizeAdjust),
      };
    }),
  );
}

/** The @font-face rule of one fallback face, as app/fonts.css has it. */
export function fallbackFaceCss(face) {
  return [
    "@font-face {",
    `  font-family: "${face.family}";`,
    `  src: ${face.local.map((name) => `local("${name}")`).join(", ")};`,
    `  font-weight: ${face.weight};`,
    `  size-adjust: ${face.sizeAdjust};`,
    `  ascent-override: ${face.ascentOverride};`,
    `  descent-override: ${face.descentOverride};`,
    `  line-gap-override: ${face.lineGapOverride};`,
    "}",
  ].join("\n");
}
