import { expect, test, type Page, type Route } from "@playwright/test";
import { productSlugs } from "~/content/product-slugs";
import { localePaths, locales } from "./support/content";

/** The web font's family in app/fonts.css; every page's text is set in it. */
const WEB_FONT = "Inter Variable";
/** How Chromium names the font it drew text with when that is the web font (its own name). */
const DRAWN_IN_WEB_FONT = "Inter (web font)";
const FONT_FILE = /^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;
const FONT_URL = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/** Every kind of page: home, price list, a product page of each layout, a legal page, the 404. */
const PAGE_KINDS = locales.flatMap((locale) => {
  const paths = localePaths[locale];
  return [
    paths.home,
    paths.prices,
    paths.solution(productSlugs.erp),
    paths.solution(productSlugs.bop),
    paths.solution(productSlugs.citros),
    paths.solution(productSlugs.accounting),
    paths.terms,
    paths.imprint,
    paths.notFound,
  ];
});

/** The pages whose first screen is measured across the font swap. */
const SWAP_PAGES = [localePaths.en.home, localePaths.en.prices, localePaths.de.home];

interface UsedFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/**
 * The fonts Chromium actually drew the text of the first element matching `selector` and its
 * descendants in the site's font stack with, glyphs summed per family (DevTools' "Rendered fonts"), so a family named in
 * CSS but not loaded, or a glyph missing from the subset, shows up as another font.
 */
async function renderedFonts(page: Page, selector: string): Promise<Map<string, number>> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send("DOM.enable");
    await session.send("CSS.enable");
    const { root } = await session.send("DOM.getDocument", { depth: -1 });
    const { nodeIds } = await session.send("DOM.querySelectorAll", {
      nodeId: root.nodeId,
      selector: `:is(${selector}):not(:is(${selector}) *), :is(${selector}):not(:is(${selector}) *) *`,
    });
    const glyphs = new Map<string, number>();
    for (const nodeId of nodeIds) {
      // A descendant set in another family on purpose (a monospace figure) is not this text.
      const { computedStyle } = await session.send("CSS.getComputedStyleForNode", { nodeId });
      const family = computedStyle.find((property) => property.name === "font-family")?.value;
      if (!family?.startsWith(`"${WEB_FONT}"`)) continue;
      const { fonts } = (await session.send("CSS.getPlatformFontsForNode", { nodeId })) as {
        fonts: UsedFont[];
      };
      for (const font of fonts) {
        // Local fonts, also those an @font-face names with local(), are not custom fonts.
        const name = `${font.familyName} (${font.isCustomFont ? "web font" : "local"})`;
        glyphs.set(name, (glyphs.get(name) ?? 0) + font.glyphCount);
      }
    }
    return glyphs;
  } finally {
    await session.detach();
  }
}

/** Resolves once the browser has drawn the page as it is now: two animation frames. */
function painted(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

for (const path of PAGE_KINDS) {
  test(`${path} sets its headings and body text in ${WEB_FONT}, served from our origin`, async ({
    page,
    baseURL,
  }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(request.url());
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);

    // The CSS asks for the web font, the browser has it, and it drew the text with it.
    const families = await page.evaluate(() =>
      ["h1", "main p"].map((selector) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element).fontFamily : `no ${selector}`;
      }),
    );
    for (const family of families) expect(family).toMatch(/^"Inter Variable", /);
    expect(
      await page.evaluate((font) => document.fonts.check(`700 16px "${font}"`), WEB_FONT),
    ).toBe(true);
    for (const selector of ["h1", "main p"]) {
      const fonts = await renderedFonts(page, selector);
      expect([...fonts.keys()], `the fonts of ${selector}`).toEqual([DRAWN_IN_WEB_FONT]);
    }

    // One file, the preloaded one, from this origin's hashed assets.
    expect(fontRequests).toHaveLength(1);
    const fontUrl = new URL(fontRequests[0] ?? "");
    expect(fontUrl.origin).toBe(new URL(baseURL ?? "").origin);
    expect(fontUrl.pathname).toMatch(FONT_FILE);
    const preloads = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloads).toEqual([fontUrl.href]);
  });
}

for (const path of SWAP_PAGES) {
  test(`${path} moves nothing when the web font arrives after the first paint`, async ({
    page,
  }) => {
    let releaseFont = () => {};
    const fontHeld = new Promise<void>((resolve) => {
      releaseFont = resolve;
    });
    await page.route(FONT_URL, async (route: Route) => {
      await fontHeld;
      await route.continue();
    });

    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.locator("h1").waitFor();
    await painted(page);
    // The first screen is drawn in the fallback face: the swap is still to come.
    const before = await renderedFonts(page, "h1");
    expect(before.has(DRAWN_IN_WEB_FONT)).toBe(false);

    releaseFont();
    await page.evaluate(() => document.fonts.ready);
    await expect
      .poll(async () => [...(await renderedFonts(page, "h1")).keys()])
      .toEqual([DRAWN_IN_WEB_FONT]);
    await painted(page);

    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; sources: string[] }[]>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(
              list.getEntries().map((entry) => {
                const shift = entry as PerformanceEntry & {
                  value: number;
                  hadRecentInput: boolean;
                  sources: { node?: Node }[];
                };
                return {
                  value: shift.hadRecentInput ? 0 : shift.value,
                  sources: shift.sources.map((source) =>
                    source.node instanceof Element
                      ? `<${source.node.tagName.toLowerCase()}> ${source.node.textContent?.trim().slice(0, 40)}`
                      : String(source.node?.nodeName),
                  ),
                };
              }),
            );
          }).observe({ type: "layout-shift", buffered: true });
          // With no shift at all the observer never calls back; a frame later the buffer is read.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
        }),
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBe(0);
  });
}
