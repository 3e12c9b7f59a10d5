import { expect, test, type Page } from "@playwright/test";
import { statSync } from "node:fs";
import { join } from "node:path";
import { locales, PSEUDO_LOCALE } from "~/content/locales";
import { localePaths } from "~/content/paths";
import { builtPages, pageFile } from "./support/build.ts";
import {
  FIXTURE_CLIENT_DIR,
  FIXTURE_ORIGIN,
  fixtureContentOf,
  fixturePagePathsOf,
} from "./support/fixture-site.ts";
import { waitForHydration } from "./support/site.ts";

// Bytes depend on the words and the offerings as much as on the code: measured on the fixture
// build (the spec's content), so that the owners' words and offerings move no budget. What the
// code adds per offering or word shows here as it would on the live site.
test.use({ baseURL: FIXTURE_ORIGIN });

/** Byte budgets of the production build, compressed as served (1 KB = 1,000 bytes). */
const PRICES_JS_BUDGET = 70_000;
const CSS_BUDGET = 15_000;
/** Fits in the first round trip (ten 1,460-byte TCP segments, less headers). */
const HTML_BUDGET = 14_000;

const gzipSize = (path: string) => statSync(join(FIXTURE_CLIENT_DIR, `${path}.gz`)).size;

/** Bytes of JavaScript and CSS sent, each file at the size of its Content-Encoding's twin. */
function recordTransfers(page: Page) {
  const sent = { script: 0, stylesheet: 0 };
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    const path = new URL(response.url()).pathname;
    const encoding = (await response.allHeaders())["content-encoding"];
    const twin = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : "";
    sent[type] += statSync(join(FIXTURE_CLIENT_DIR, `${path}${twin}`)).size;
  });
  return sent;
}

for (const locale of locales) {
  const { home, prices } = localePaths[locale];
  const { explorer } = fixtureContentOf[locale].prices;

  test(`the ${locale} home page (${home}) loads no JavaScript and at most 15 KB of CSS`, async ({
    page,
  }, testInfo) => {
    const sent = recordTransfers(page);
    await page.goto(home);
    await page.waitForLoadState("networkidle");
    testInfo.annotations.push({ type: "bytes sent", description: JSON.stringify(sent) });
    expect(sent.script).toBe(0);
    expect(sent.stylesheet).toBeGreaterThan(0);
    expect(sent.stylesheet).toBeLessThanOrEqual(CSS_BUDGET);
  });

  test(`the ${locale} price page (${prices}) transfers at most 70 KB of JavaScript, explorer used`, async ({
    page,
  }, testInfo) => {
    const sent = recordTransfers(page);
    await page.goto(prices);
    await page.getByRole("heading", { name: explorer.heading }).scrollIntoViewIfNeeded();
    await waitForHydration(page);
    await page.getByRole("textbox", { name: explorer.usersLabel }).fill("12000");
    await page.getByRole("checkbox", { name: /./ }).first().check();
    await page.waitForLoadState("networkidle");
    testInfo.annotations.push({ type: "bytes sent", description: JSON.stringify(sent) });
    expect(sent.script).toBeGreaterThan(0);
    expect(sent.script).toBeLessThanOrEqual(PRICES_JS_BUDGET);
    expect(sent.stylesheet).toBeLessThanOrEqual(CSS_BUDGET);
  });
}

test("every page's HTML, in both languages and the 404s, is at most 14 KB gzipped", () => {
  // The machine-made language is 40 % longer by design: its pages are the pseudo-locale spec's.
  const pseudo = `${localePaths[PSEUDO_LOCALE].home.slice(1)}`;
  const built = builtPages(FIXTURE_CLIENT_DIR).filter(
    (path) => path !== `${pseudo}.html` && !path.startsWith(`${pseudo}/`),
  );
  // The budget must see every page: the prerender list's pages and stand-ins are all built.
  const pages = locales.flatMap((locale) => [
    ...fixturePagePathsOf(locale),
    localePaths[locale].notFound,
    localePaths[locale].unknownSolution,
  ]);
  expect(built).toEqual(expect.arrayContaining(pages.map(pageFile)));
  // German pages (the home page is de.html) and their two 404 pages.
  expect(built.filter((path) => path.startsWith("de/"))).toHaveLength(
    fixturePagePathsOf("de").length + 1,
  );

  const oversized = built
    .map((path) => ({ path, bytes: gzipSize(path) }))
    .filter(({ bytes }) => bytes > HTML_BUDGET);
  expect(oversized).toEqual([]);
});
