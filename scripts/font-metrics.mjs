// Prints the fallback @font-face rules for app/fonts.css, computed from the real font files
// (scripts/lib/font-metrics.mjs), and any character of the content the web font lacks.
import {
  contentText,
  fallbackFaceCss,
  fallbackFaces,
  uncoveredCharacters,
} from "./lib/font-metrics.mjs";

const text = await contentText();
console.log(fallbackFaces(text).map(fallbackFaceCss).join("\n\n"));
const missing = uncoveredCharacters(text);
console.error(
  missing.length === 0
    ? "The latin subset covers every character of app/content."
    : `Not in the latin subset: ${missing.map((char) => `${char} U+${char.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}`).join(", ")}`,
);
