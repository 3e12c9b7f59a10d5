import { defineConfig } from "vitest/config";
import { styleConstants } from "./vite-plugins";

// Unit and component tests only; end-to-end specs run under Playwright.
export default defineConfig({
  plugins: [styleConstants()],
  esbuild: { jsx: "automatic" },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["./vitest.setup.ts"],
  },
});
