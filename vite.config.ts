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

/** App code every page runs, in any language: one chunk rather than a dozen small ones. */
const SHARED_APP_CODE =
  /\/app\/(?:root\.tsx|lib\/|hooks\/|components\/(?:art|layout|ui)\/|content\/(?:constants|locales|paths|product-slugs|company)\.ts)/;

export default defineConfig({
  plugins: [styleConstants(), tailwindcss(), reactRouter()],
  build: {
    rollupOptions: {
      output: { manualChunks: (id) => (SHARED_APP_CODE.test(id) ? "site" : undefined) },
    },
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
});
