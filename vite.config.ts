import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { styleConstantsCss } from "./app/content/style-constants";

const STYLE_CONSTANTS = "virtual:style-constants.css";

/** Serves app/content/style-constants.ts as a stylesheet the app imports like any other. */
export function styleConstants(): Plugin {
  const resolved = `\0${STYLE_CONSTANTS}`;
  return {
    name: "tesseris:style-constants",
    resolveId: (id) => (id === STYLE_CONSTANTS ? resolved : undefined),
    load: (id) => (id === resolved ? styleConstantsCss() : undefined),
  };
}

/**
 * The frame every page runs in, whatever its language: root, layout, chrome components and their
 * dependencies, in one chunk rather than a dozen small ones. Page code (home, prices, product)
 * stays with its page, so no page loads another's.
 */
const SHARED_APP_CODE =
  /\/app\/(?:root\.tsx|components\/(?:art|layout|ui)\/|hooks\/use-chrome\.ts|content\/(?:constants|locales|paths|product-slugs|company)\.ts)/;

export default defineConfig({
  plugins: [styleConstants(), tailwindcss(), reactRouter()],
  build: {
    rollupOptions: {
      output: { manualChunks: (id) => (SHARED_APP_CODE.test(id) ? "site" : undefined) },
    },
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
});
