import { expect, test } from "@playwright/test";
import { statSync } from "node:fs";
import { join } from "node:path";
import { builtPages, CLIENT_DIR } from "./support/build";
import { waitForHydration } from "./support/site";

/** Byte budgets of the production build, gzip-compressed as served (1 KB = 1,000 bytes). */
const HOME_JS_BUDGET = 120_000;
const CSS_BUDGET = 15_000;
/** Fits in the first round trip (ten 1,460-byte TCP segments, less headers). */
const HTML_BUDGET = 14_000;

const gzipSize = (path: string) => statSync(join(CLIENT_DIR, `${path}.gz`)).size;

test("the home page loads at most 120 KB of JavaScript and 15 KB of CSS, gzipped", async ({
  page,
}) => {
  const files = { script: new Set<string>(), stylesheet: new Set<string>() };
  page.on("request", (request) => {
    const type = request.resourceType();
    if (type === "script" || type === "stylesheet")
      files[type].add(new URL(request.url()).pathname);
  });
  await page.goto("/");
  // The page loads its modules after first paint and has hydrated once they have all run.
  await waitForHydration(page);

  const total = (paths: Set<string>) => [...paths].reduce((sum, path) => sum + gzipSize(path), 0);
  expect(files.script.size).toBeGreaterThan(0);
  expect(total(files.script)).toBeLessThanOrEqual(HOME_JS_BUDGET);
  expect(files.stylesheet.size).toBeGreaterThan(0);
  expect(total(files.stylesheet)).toBeLessThanOrEqual(CSS_BUDGET);
});

test("every page's HTML is at most 14 KB gzipped", () => {
  const oversized = builtPages()
    .map((path) => ({ path, bytes: gzipSize(path) }))
    .filter(({ bytes }) => bytes > HTML_BUDGET);
  expect(oversized).toEqual([]);
});
