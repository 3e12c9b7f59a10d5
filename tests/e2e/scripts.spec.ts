import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { locales } from "~/content/locales";
import { localePaths } from "~/content/paths";
import { builtPages, CLIENT_DIR } from "./support/build.ts";
import { ISLAND } from "./support/site.ts";

// JavaScript only where a visitor acts: every page is whole as HTML and CSS, and only the price
// pages carry the explorer's island. Inline script is only what the spec asks a script to do.

/** Inline script a page may carry (the typing's session flag, the menu's close, the 404 log). */
const INLINE_SCRIPT_BUDGET = 3_000;

const PRICE_PAGES = new Set(locales.map((locale) => `${localePaths[locale].prices.slice(1)}.html`));

/** Executable inline scripts: not JSON-LD data, not speculation rules (JSON too), no src. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body = ""]) => body,
  );
}

/**
 * The browser editor (admin.html) is no page of the site: it is an application for the people who
 * edit the data, out of the sitemap and unlinked, and it is its script. admin.spec.ts holds it to
 * its own origin instead.
 */
const NOT_SITE_PAGES = new Set(["admin.html"]);

for (const file of builtPages().filter((page) => !NOT_SITE_PAGES.has(page))) {
  const html = readFileSync(join(CLIENT_DIR, file), "utf8");
  if (PRICE_PAGES.has(file)) {
    test(`${file} carries one island, the price explorer, hydrated after the largest paint`, () => {
      const islands = [...html.matchAll(new RegExp(`<${ISLAND}\\b[^>]*>`, "g"))];
      expect(islands).toHaveLength(1);
      expect(islands[0]?.[0]).toContain('client="afterlcp"');
      expect(islands[0]?.[0]).toContain('component-export="PricesIsland"');
    });
    continue;
  }
  test(`${file} ships no script file and under 3 KB of inline script`, () => {
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toMatch(/modulepreload/);
    expect(html).not.toContain(`<${ISLAND}`);
    const bytes = inlineScripts(html).reduce((sum, body) => sum + Buffer.byteLength(body), 0);
    expect(bytes).toBeLessThanOrEqual(INLINE_SCRIPT_BUDGET);
  });
}

test("a page without a control requests no script at all", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const locale of locales) {
    const paths = localePaths[locale];
    for (const path of [paths.home, paths.solution("citros"), paths.imprint]) {
      await page.goto(path);
      await page.waitForLoadState("load");
    }
  }
  expect(scripts).toEqual([]);
});

test("pages prefetch links on hover and prerender them on press, with speculation rules", async ({
  page,
}) => {
  await page.goto(localePaths.en.home);
  const rules = await page.locator('script[type="speculationrules"]').textContent();
  const parsed = JSON.parse(rules ?? "{}") as Record<string, { eagerness: string }[]>;
  expect(parsed.prefetch?.[0]?.eagerness).toBe("moderate");
  expect(parsed.prerender?.[0]?.eagerness).toBe("conservative");
});
