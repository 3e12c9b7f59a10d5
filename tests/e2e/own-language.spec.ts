import { locales, otherLocalesOf } from "./support/content.ts";
import { expect, test, type Page } from "@playwright/test";
import type { Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";
import {
  decodeScriptEscapes,
  languageMarkers,
  type ContentName,
} from "./support/language-markers.ts";
import { ISLAND, waitForHydration } from "./support/site.ts";

// Issue 9, item 7: a price page's scripts, inline scripts and island props hold its own language
// only (the other pages load no script: scripts.spec.ts).

const MARKERS = Object.fromEntries(
  locales.map((locale) => [locale, languageMarkers(locale)]),
) as Record<Locale, ReturnType<typeof languageMarkers>>;

interface Script {
  name: string;
  text: string;
}

/** Records every script file the page loads, with the text it was served. */
function recordScripts(page: Page): Promise<Script>[] {
  const scripts: Promise<Script>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const name = new URL(response.url()).pathname;
    scripts.push(response.text().then((text) => ({ name, text: decodeScriptEscapes(text) })));
  });
  return scripts;
}

/** The inline scripts of an HTML document, JSON-LD included. */
function inlineScripts(html: string): Script[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match, index) => ({
      name: `inline script ${index + 1}`,
      text: decodeScriptEscapes(match[1] ?? ""),
    }),
  );
}

/** The data each island is hydrated with, as the page hands it over. */
async function islandProps(page: Page): Promise<Script[]> {
  const props = await page
    .locator(ISLAND)
    .evaluateAll((islands) => islands.map((island) => island.getAttribute("props") ?? ""));
  return props.map((text, index) => ({ name: `island ${index + 1} props`, text }));
}

/** Opens the page and lets it load everything it will: the phone menu is static HTML. */
async function loadEverything(page: Page, url: string) {
  const scripts = recordScripts(page);
  const response = await page.goto(url);
  const html = (await response?.text()) ?? "";
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  return [...inlineScripts(html), ...(await islandProps(page)), ...(await Promise.all(scripts))];
}

function expectOwnLanguageOnly(scripts: Script[], locale: Locale, shown: ContentName[]) {
  const foreign = otherLocalesOf(locale).flatMap((other) => Object.values(MARKERS[other]).flat());
  const leaks = scripts.flatMap(({ name, text }) =>
    foreign.filter((marker) => text.includes(marker)).map((marker) => `${name}: ${marker}`),
  );
  expect(leaks, `copy of another language in the page's scripts`).toEqual([]);

  // The search must be able to find copy at all: each content object the page shows is in its
  // scripts, recognised by its own markers.
  const all = scripts.map(({ text }) => text).join("\n");
  const unseen = shown.filter(
    (name) => !MARKERS[locale][name].some((marker) => all.includes(marker)),
  );
  expect(unseen, `content objects none of whose markers the page's scripts contain`).toEqual([]);
}

test("every content object of every language has markers of its own", () => {
  for (const locale of locales) {
    for (const [name, markers] of Object.entries(MARKERS[locale])) {
      expect(markers.length, `${locale} ${name}`).toBeGreaterThan(0);
    }
  }
});

for (const locale of locales) {
  const path = localePaths[locale].prices;
  test(`${path} loads no other language's copy`, async ({ page }) => {
    const scripts = await loadEverything(page, path);
    expect(scripts.some(({ name }) => name.startsWith("/assets/"))).toBe(true);
    expectOwnLanguageOnly(scripts, locale, ["pricesContent"]);
  });
}
