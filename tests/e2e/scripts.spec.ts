import { expect, test, type Response } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { locales } from "~/content/locales";
import { localePaths } from "~/content/paths";
import { COMPILE_AT_LOAD_HINT, COMPILED_AT_LOAD } from "../../integrations/compile-at-load.ts";
import { builtPages, CLIENT_DIR, pageFile } from "./support/build.ts";
import { ISLAND, waitForHydration } from "./support/site.ts";

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
 * The inline scripts of every page in the site's frame: the Performance gate measures what they
 * cost on the home page alone (scripts/lighthouse/collect-common.mjs), so no page runs one of its
 * own. The 404 page outside the frame runs only its one-line log.
 */
const HOME_SCRIPTS = inlineScripts(
  readFileSync(join(CLIENT_DIR, pageFile(localePaths.en.home)), "utf8"),
);
const OUTSIDE_FRAME = new Set(locales.map((locale) => pageFile(localePaths[locale].notFound)));

/** The editor (admin.html) is an application, not a page: admin.spec.ts holds it to its origin. */
const NOT_SITE_PAGES = new Set(["admin.html"]);
/** Issue 50: the price page hydrates at most this many elements (the one island of before, 820). */
const ISLAND_ELEMENT_BUDGET = 200;

for (const file of builtPages().filter((page) => !NOT_SITE_PAGES.has(page))) {
  const html = readFileSync(join(CLIENT_DIR, file), "utf8");
  if (PRICE_PAGES.has(file)) {
    test(`${file}: the list is static HTML, the explorer small islands hydrated after the largest paint`, async ({
      page,
    }) => {
      // Parsed, not run: the page's own markup as the server sends it.
      const islands = await page.evaluate((markup) => {
        const parsed = new DOMParser().parseFromString(markup, "text/html");
        return [...parsed.querySelectorAll("astro-island")].map((island) => ({
          client: island.getAttribute("client"),
          elements: island.querySelectorAll("*").length,
          tables: island.querySelectorAll("table").length,
          nested: island.querySelectorAll("astro-island").length,
        }));
      }, html);
      const sum = (part: (island: (typeof islands)[number]) => number) =>
        islands.reduce((total, island) => total + part(island), 0);
      expect(islands.length).toBeGreaterThan(1);
      expect(islands.map((island) => island.client)).toEqual(islands.map(() => "afterlcp"));
      expect(sum((island) => island.nested)).toBe(0);
      expect(sum((island) => island.tables)).toBe(0);
      expect(sum((island) => island.elements)).toBeLessThanOrEqual(ISLAND_ELEMENT_BUDGET);
    });
    continue;
  }
  test(`${file} ships no script file, under 3 KB of inline script, none of its own`, () => {
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toMatch(/modulepreload/);
    expect(html).not.toContain(`<${ISLAND}`);
    const bytes = inlineScripts(html).reduce((sum, body) => sum + Buffer.byteLength(body), 0);
    expect(bytes).toBeLessThanOrEqual(INLINE_SCRIPT_BUDGET);
    if (OUTSIDE_FRAME.has(file)) expect(inlineScripts(html)).toHaveLength(1);
    else expect(inlineScripts(html), "the home page's inline scripts").toEqual(HOME_SCRIPTS);
  });
}

/**
 * What the price page's other scripts may weigh beside the files compiled as they load: the
 * islands' entry files and Astro's renderer, which run once, at hydration.
 */
const LAZILY_COMPILED_SHARE = 0.05;

test("the price page's explorer is compiled as its files load, not at a visitor's first key", async ({
  page,
}) => {
  const responses: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") responses.push(response);
  });
  await page.goto(localePaths.en.prices);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const scripts = await Promise.all(
    responses.map(async (response) => ({
      // The chunk's name, before the build's hash: "react.4c8NZx5j.js" is "react".
      chunk: new URL(response.url()).pathname.split("/").at(-1)?.split(".")[0] ?? "",
      text: await response.text(),
    })),
  );
  const compiled = scripts.filter(({ chunk }) => COMPILED_AT_LOAD.has(chunk));
  expect(compiled.map(({ chunk }) => chunk).sort()).toEqual([...COMPILED_AT_LOAD].sort());
  for (const { chunk, text } of compiled) {
    expect(text.startsWith(`${COMPILE_AT_LOAD_HINT}\n`), chunk).toBe(true);
  }
  const bytes = (files: typeof scripts) => files.reduce((sum, { text }) => sum + text.length, 0);
  expect(1 - bytes(compiled) / bytes(scripts)).toBeLessThan(LAZILY_COMPILED_SHARE);
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
