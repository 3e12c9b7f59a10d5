import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { requireNodeFloor } from "./server/node-version.mjs";
import { adminEditor } from "./integrations/admin/admin-editor.ts";
import { afterLcpDirective } from "./integrations/after-lcp.ts";
import {
  COMPILE_AT_LOAD_HINT,
  COMPILED_AT_LOAD,
  EXPLORER_CHUNK,
  REACT_CHUNK,
} from "./integrations/compile-at-load.ts";
import { hostFiles } from "./integrations/host-files.ts";
import { inlineScripts } from "./integrations/inline-scripts.mjs";
import { releaseCheck } from "./integrations/release-check.ts";
import { styleConstants } from "./integrations/style-constants.ts";

requireNodeFloor("The build");

// Pages are written as `prices.html`, so every host answers the spec's addresses without a redirect.
export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: "./build/client",
  output: "static",
  trailingSlash: "never",
  build: { format: "file", assets: "assets", inlineStylesheets: "never" },
  // releaseCheck stops a production build with placeholders before anything is built; adminEditor
  // writes /admin's files before hostFiles hashes, configures and compresses the build.
  integrations: [releaseCheck(), react(), afterLcpDirective(), adminEditor(), hostFiles()],
  // No dev toolbar: it would load scripts the production pages never have.
  devToolbar: { enabled: false },
  vite: {
    plugins: [styleConstants(), inlineScripts(), tailwindcss()],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    build: {
      rollupOptions: {
        output: {
          // The price explorer's islands share one file, React another: a file per shared module
          // cost 1.7 KB more brotli over the wire (issue 50's limit is the single island's 67 KB).
          manualChunks(id: string) {
            if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return REACT_CHUNK;
            if (/\/(app|node_modules\/nanostores)\//.test(id)) return EXPLORER_CHUNK;
            return undefined;
          },
          // Compiled as they load: a visitor's first digit and first tick waited for their code.
          postBanner: (chunk) => (COMPILED_AT_LOAD.has(chunk.name) ? COMPILE_AT_LOAD_HINT : ""),
        },
      },
    },
  },
});
