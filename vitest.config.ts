import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { styleConstants } from "./integrations/style-constants.ts";
import { requireNodeFloor } from "./server/node-version.mjs";
import { FIXTURE_CONTENT_DIR } from "./tests/fixture-content.ts";

requireNodeFloor("Vitest");

// Unit and component tests only; end-to-end specs run under Playwright. Only the component and
// head script tests need a DOM: the rest run in plain Node, which starts in a fraction of jsdom's
// time. They read the suite's fixture content, not the live content the owners edit: a test
// asserts what the code makes of known data, and holds whatever the owners publish.
export default defineConfig({
  plugins: [styleConstants()],
  oxc: { jsx: { runtime: "automatic" } },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    env: { SITE_CONTENT_DIR: FIXTURE_CONTENT_DIR },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "integrations/**/*.test.ts",
            "scripts/**/*.test.ts",
            "server/**/*.test.ts",
          ],
          exclude: ["app/scripts/**"],
          environment: "node",
          // These files mock nothing and stub no global, so they can share one module graph:
          // importing it anew for each file was half of the run (22 s -> 10 s on two cores).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: ["app/**/*.test.tsx", "app/scripts/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["./vitest.setup.ts"],
        },
      },
    ],
  },
});
