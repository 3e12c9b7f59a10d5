import type { Plugin } from "vite";
import { styleConstantsCss } from "../app/content/style-constants.ts";

const STYLE_CONSTANTS = "virtual:style-constants.css";

/** Serves app/content/style-constants.ts as a stylesheet the layout imports like any other. */
export function styleConstants(): Plugin {
  const resolved = `\0${STYLE_CONSTANTS}`;
  return {
    name: "tesseris:style-constants",
    resolveId: (id) => (id === STYLE_CONSTANTS ? resolved : undefined),
    load: (id) => (id === resolved ? styleConstantsCss() : undefined),
  };
}
