import { expect, test, type Page } from "@playwright/test";
import { statSync } from "node:fs";
import { join } from "node:path";
import { localeSettings, locales } from "~/content/locales";
import { pagePaths, pagePathsOf } from "./support/pages.ts";
import { localePaths } from "~/content/paths";
import { builtPages, CLIENT_DIR, pageFile } from "./support/build.ts";
import { contentOf } from "./support/content.ts";
import { waitForHydration } from "./support/site.ts";

/** Byte budgets of the production build, compressed as served (1 KB = 1,000 bytes). */
const PRICES_JS_BUDGET = 70_000;
const CSS_BUDGET = 15_000;
/** Fits in the first round trip (ten 1,460-byte TCP segments, less headers). */
const HTML_BUDGET = 14_000;

const gzipSize = (path: string) => statSync(join(CLIENT_DIR, `${path}.gz`)).size;

/** Bytes of JavaScript and CSS sent, each file at the size of its Content-Encoding's twin. */
function recordTransfers(page: Page) {
  const sent = { script: 0, stylesheet: 0 };
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    const path = new URL(response.url()).pathname;
    const encoding = (await response.allHeaders())["content-encoding"];
    const twin = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : "";
    sent[type] += statSync(join(CLIENT_DIR, `${path}${twin}`)).size;
  });
  return sent;
}

for (const locale of locales) {
  const { home, prices } = localePaths[locale];
  const { explorer } = contentOf[locale].prices;

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

test("every page's HTML, in every language and the 404s, is at most 14 KB gzipped", () => {
  const built = builtPages();
  // The budget must see every page: the prerender list's pages and stand-ins are all built.
  const pages = [
    ...pagePaths,
    ...locales.flatMap((locale) => [
      localePaths[locale].notFound,
      localePaths[locale].unknownSolution,
    ]),
  ];
  expect(built).toEqual(expect.arrayContaining(pages.map(pageFile)));
  // Each prefixed language's pages (its home page is <lang>.html) and their two 404 pages.
  for (const locale of locales.filter((each) => localeSettings[each].prefix)) {
    const own = built.filter((path) => path.startsWith(`${locale}/`));
    expect(own, locale).toHaveLength(pagePathsOf(locale).length + 1);
  }

  const oversized = built
    .map((path) => ({ path, bytes: gzipSize(path) }))
    .filter(({ bytes }) => bytes > HTML_BUDGET);
  expect(oversized).toEqual([]);
});
