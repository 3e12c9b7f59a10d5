import { expect, test, type Page } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { TYPING_SESSION_KEY } from "~/content/constants";
import { DEFAULT_LOCALE, localeSettings, PSEUDO_LOCALE } from "~/content/locales";
import { localePaths, pagePathsOf } from "~/content/paths";
import { loadContentDataFrom } from "~/content/data";
import { createSiteHandler } from "../../server/site-handler.mjs";
import { pageFile } from "./support/build.ts";
import { LIVE_CONTENT_DIR } from "../fixture-content.ts";
import { send } from "./support/http.ts";
import { startNginx } from "./support/nginx.ts";
import { startPages } from "./support/wrangler.ts";
import { horizontalOverflow, textOverflows } from "./support/viewport.ts";

// The pseudo-locale build (scripts/build-pseudo.ts) of the live content, the one test that reads
// it: a third language, every string accented and 40 % longer, added as a real one is. A string
// written in code shows up here as English, whatever the owners wrote.

/** The live content (the other specs read the suite's fixture, playwright.config.ts). */
const live = loadContentDataFrom(LIVE_CONTENT_DIR);
const slugs = live.catalog.products.map(({ slug }) => slug);

const BUILD_DIR = fileURLToPath(new URL("../../build/pseudo/", import.meta.url));
const CLIENT_DIR = `${BUILD_DIR}client/`;
const SMALL_PHONE = { width: 320, height: 640 };

const pseudoPaths = localePaths[PSEUDO_LOCALE];
const englishPaths = localePaths[DEFAULT_LOCALE];
/** Every page of the language with its English twin, and the 404 pages hosts answer with. */
const PAGES = [
  ...pagePathsOf(PSEUDO_LOCALE, slugs).map((path, index) => ({
    path,
    english: pagePathsOf(DEFAULT_LOCALE, slugs)[index] ?? "(no twin)",
    file: pageFile(path),
    status: 200,
  })),
  ...[
    [`${pseudoPaths.home}/no-such-page`, "/no-such-page", pseudoPaths.notFound],
    [pseudoPaths.solution("nope"), englishPaths.solution("nope"), pseudoPaths.unknownSolution],
  ].map(([path = "", english = "", page = ""]) => ({
    path,
    english,
    file: pageFile(page),
    status: 404,
  })),
];

/** Every string in a value of the data files. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** Words every language shows: the shared data's names (not its ids), a key, what `Intl` writes. */
function namesOfEveryLanguage(): Set<string> {
  const { company, catalog, priceList } = live;
  const shown = stringsOf([company, catalog, priceList]).filter(
    (text) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text),
  );
  const { wordsLocale } = localeSettings[PSEUDO_LOCALE];
  const months = Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat(wordsLocale, { month: "long" }).format(new Date(2026, month, 1)),
  );
  const list = new Intl.ListFormat(wordsLocale, { type: "conjunction" }).format(["1", "2", "3"]);
  // The terms' {languages}: the site's languages by the names Intl gives them.
  const languages = new Intl.DisplayNames(wordsLocale, { type: "language" });
  const text = [
    ...shown,
    TYPING_SESSION_KEY,
    list,
    ...months,
    ...Object.keys(localeSettings).map((each) => languages.of(each) ?? ""),
  ];
  return new Set(text.join(" ").match(/[A-Za-z]+/g));
}

/**
 * The page's words in its own language: each block's text (inline elements joined, so a word in
 * code beside content shows), accessible names, title and description; other languages left out.
 */
function pageWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const ownLanguage = (element: Element | null) =>
      (element?.closest("[lang]")?.getAttribute("lang") ?? lang) === lang;
    const inline =
      "a, abbr, b, bdi, code, em, i, kbd, mark, q, s, small, span, strong, sub, sup, time";
    const found = new Set([
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    ]);
    const blocks = new Map<Element, string>();
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const isBreak = node.nodeName === "BR";
      if (node.nodeType !== Node.TEXT_NODE && !isBreak) continue;
      if (!parent || parent.closest("script, style, template, noscript") || !ownLanguage(parent))
        continue;
      let block: Element = parent;
      while (block.matches(inline) && block.parentElement) block = block.parentElement;
      blocks.set(block, `${blocks.get(block) ?? ""}${isBreak ? " " : (node.textContent ?? "")}`);
    }
    for (const text of blocks.values()) found.add(text);
    const attributes = ["aria-label", "aria-description", "alt", "title", "placeholder"];
    for (const element of document.querySelectorAll(attributes.map((name) => `[${name}]`).join())) {
      if (!ownLanguage(element)) continue;
      for (const name of attributes) found.add(element.getAttribute(name) ?? "");
    }
    return [...found].map((text) => text.replaceAll(/\s+/g, " ").trim()).filter(Boolean);
  });
}

let site: Server | undefined;
let siteURL = "";
test.beforeAll(async () => {
  if (!existsSync(`${CLIENT_DIR}${pageFile(pseudoPaths.home)}`)) {
    throw new Error("No pseudo-locale build in build/pseudo: run `node scripts/build-pseudo.ts`");
  }
  site = createServer(createSiteHandler(CLIENT_DIR));
  await new Promise<void>((resolve) => site?.listen(0, "127.0.0.1", resolve));
  siteURL = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(
  () => new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve())),
);

test("every string of every page is the language's own, none left in English", async ({ page }) => {
  test.slow();
  const names = namesOfEveryLanguage();
  const { htmlLang } = localeSettings[PSEUDO_LOCALE];
  for (const { path, english } of PAGES) {
    await page.goto(`${siteURL}${english}`);
    const englishStrings = new Set(await pageWords(page));
    await page.goto(`${siteURL}${path}`);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
    const words = await pageWords(page);
    expect.soft(words.length, `${path} has words`).toBeGreaterThan(3);
    // A string is the pseudo-locale's when every word of it is accented or a name.
    const inEnglish = words.flatMap((text) => {
      // Addresses are not words: a page may print its own.
      const ascii = text.replaceAll(/https?:\/\/\S+/g, "").match(/[A-Za-z]+/g) ?? [];
      const left = ascii.filter((word) => !names.has(word));
      if (left.length === 0) return [];
      const same = englishStrings.has(text) ? " (as on the English page)" : "";
      return [`${left.join(" ")} ← ${text}${same}`];
    });
    expect.soft(inEnglish, `strings of ${path} left in English, not from the content`).toEqual([]);
  }
});

test("no page scrolls sideways or spills text at 320 px", async ({ page }) => {
  test.slow();
  await page.setViewportSize(SMALL_PHONE);
  for (const { path } of PAGES) {
    await page.goto(`${siteURL}${path}`);
    expect
      .soft(await horizontalOverflow(page), `${path} scrolls sideways by`)
      .toBeLessThanOrEqual(0);
    expect.soft(await textOverflows(page), `${path}: boxes whose text spills out`).toEqual([]);
    // The phone menu, with a link to each other language.
    const menu = page.locator("button[popovertarget]");
    if ((await menu.count()) === 0) continue;
    await menu.click();
    expect.soft(await textOverflows(page), `${path}'s menu: text that spills out`).toEqual([]);
  }
});

const HOSTS = [
  { name: "the Node server", start: async () => ({ baseURL: siteURL, stop: async () => {} }) },
  { name: "nginx", start: () => startNginx(BUILD_DIR) },
  { name: "the Cloudflare Pages runtime", start: () => startPages(CLIENT_DIR) },
];

for (const host of HOSTS) {
  test(`${host.name} serves the language's pages and its 404 pages`, async () => {
    const running = await host.start();
    try {
      for (const { path, file, status } of PAGES) {
        const headers = { "Accept-Encoding": "br, gzip" };
        const answer = await send(running.baseURL, { method: "GET", path, headers });
        expect.soft(answer.status, path).toBe(status);
        const built = readFileSync(`${CLIENT_DIR}${file}`);
        expect.soft(answer.body.equals(built), `${path} answers with ${file}`).toBe(true);
      }
    } finally {
      await running.stop();
    }
  });
}
