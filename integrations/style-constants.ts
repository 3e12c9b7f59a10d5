import type { Plugin } from "vite";
import { styleConstantsCss } from "../app/content/style-constants.ts";
import { puzzleShapesCss } from "../app/lib/artwork.ts";

const STYLE_CONSTANTS = "virtual:style-constants.css";

/** Serves app/content/style-constants.ts and the background's pieces as one stylesheet. */
export function styleConstants(): Plugin {
  const resolved = `\0${STYLE_CONSTANTS}`;
  return {
    name: "tesseris:style-constants",
    resolveId: (id) => (id === STYLE_CONSTANTS ? resolved : undefined),
    load: (id) => (id === resolved ? `${styleConstantsCss()}\n${puzzleShapesCss()}` : undefined),
  };
}
