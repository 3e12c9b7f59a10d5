import { expect, test, type Page } from "@playwright/test";
import { statSync } from "node:fs";
import { join } from "node:path";
import { locales } from "~/content/locales";
import { pagePaths, pagePathsOf } from "~/content/pages";
import { localePaths } from "~/content/paths";
import { builtPages, CLIENT_DIR } from "./support/build";
import { waitForHydration } from "./support/site";

/** Byte budgets of the production build, gzip-compressed as served (1 KB = 1,000 bytes). */
const HOME_JS_BUDGET = 120_000;
const PRICES_JS_BUDGET = 125_000;
const CSS_BUDGET = 15_000;
/** Fits in the first round trip (ten 1,460-byte TCP segments, less headers). */
const HTML_BUDGET = 14_000;

const gzipSize = (path: string) => statSync(join(CLIENT_DIR, `${path}.gz`)).size;

/** The JavaScript and CSS a page loads until it has hydrated, gzipped as served. */
async function measurePage(page: Page, path: string) {
  const files = { script: new Set<string>(), stylesheet: new Set<string>() };
  page.on("request", (request) => {
    const type = request.resourceType();
    if (type === "script" || type === "stylesheet")
      files[type].add(new URL(request.url()).pathname);
  });
  await page.goto(path);
  // The page loads its modules after first paint and has hydrated once they have all run.
  await waitForHydration(page);
  const total = (paths: Set<string>) => [...paths].reduce((sum, file) => sum + gzipSize(file), 0);
  expect(files.script.size).toBeGreaterThan(0);
  expect(files.stylesheet.size).toBeGreaterThan(0);
  return { js: total(files.script), css: total(files.stylesheet) };
}

for (const locale of locales) {
  const { home, prices } = localePaths[locale];
  test(`the ${locale} home page (${home}) loads at most 120 KB of JavaScript and 15 KB of CSS, gzipped`, async ({
    page,
  }, testInfo) => {
    const measured = await measurePage(page, home);
    testInfo.annotations.push({ type: "gzip bytes", description: JSON.stringify(measured) });
    expect(measured.js).toBeLessThanOrEqual(HOME_JS_BUDGET);
    expect(measured.css).toBeLessThanOrEqual(CSS_BUDGET);
  });

  test(`the ${locale} price page (${prices}), explorer included, loads at most 125 KB of JavaScript, gzipped`, async ({
    page,
  }, testInfo) => {
    const measured = await measurePage(page, prices);
    testInfo.annotations.push({ type: "gzip bytes", description: JSON.stringify(measured) });
    expect(measured.js).toBeLessThanOrEqual(PRICES_JS_BUDGET);
    expect(measured.css).toBeLessThanOrEqual(CSS_BUDGET);
  });
}

test("every page's HTML, in both languages and the 404s, is at most 14 KB gzipped", () => {
  const built = builtPages();
  // The budget must see every page: the prerender list's pages and stand-ins are all built.
  const fileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
  const pages = [
    ...pagePaths,
    ...locales.flatMap((locale) => [
      localePaths[locale].notFound,
      localePaths[locale].unknownSolution,
    ]),
  ];
  expect(built).toEqual(expect.arrayContaining(pages.map(fileOf)));
  // German pages, their two stand-ins, and de/404.html for CDN hosts.
  expect(built.filter((path) => path.startsWith("de/"))).toHaveLength(pagePathsOf("de").length + 3);

  const oversized = built
    .map((path) => ({ path, bytes: gzipSize(path) }))
    .filter(({ bytes }) => bytes > HTML_BUDGET);
  expect(oversized).toEqual([]);
});
