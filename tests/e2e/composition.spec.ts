import { expect, test, type Page } from "@playwright/test";
import { HEADER_SCROLL_THRESHOLD_PX } from "~/content/constants";
import { pageTypesOf } from "./support/pages.ts";
import { contentOf, localePaths, locales, type Locale } from "./support/content.ts";
import { WITH_MOTION } from "./support/motion.ts";
import {
  forEachScriptMode,
  openPage,
  PAINT_MODES,
  type ScriptMode,
} from "./support/script-modes.ts";
import { DESKTOP_VIEWPORT, PHONE_ONLY, PHONE_VIEWPORT } from "./support/viewport.ts";
import { scrollTo } from "./support/scroll.ts";

// Every screen a deliberate composition, at each width of the design: one test per width.

/** Below this width (app.css's 40rem) the layout is a phone's: the contact button folds to a tab. */
const PHONE_LAYOUT_BELOW_PX = 640;

/** The phone's runs in the phone project; the others in the desktop project. */
const DESIGN_VIEWPORTS = [
  { width: 320, height: 640 },
  PHONE_VIEWPORT,
  { width: 768, height: 1024 },
  DESKTOP_VIEWPORT,
  { width: 1920, height: 1080 },
];

// With JavaScript and without: a page's module scripts blocked paint as one of the two.
forEachScriptMode((mode) => {
  // The reveal and the contact button's folding as a visitor sees them by default, in motion.
  test.use(WITH_MOTION);

  for (const viewport of DESIGN_VIEWPORTS) {
    const phoneLayout = viewport.width < PHONE_LAYOUT_BELOW_PX;

    test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
      test.use({ viewport });

      test(
        phoneLayout
          ? "first screens, short pages, the contact button, and prices clear of its folded tab"
          : "first screens, short pages and the contact button",
        viewport === PHONE_VIEWPORT ? PHONE_ONLY : {},
        async ({ page }) => {
          for (const locale of locales) {
            await test.step(`${localePaths[locale].home}: the first screen is the title, the subtitle and the way to the products, with nothing waiting to be revealed`, () =>
              expectWholeFirstScreen(page, locale, mode));
          }
          for (const locale of locales) {
            const path = localePaths[locale].unknownSolution;
            await test.step(`${path}: a short page keeps the footer at the bottom of the viewport, and nothing shows below it`, () =>
              expectFooterAtTheBottom(page, path, mode));
          }
          await test.step("the contact button keeps out of the reading column: an icon in the corner where there is no room beside it, open on focus", () =>
            expectContactButtonAside(page, mode));
          if (phoneLayout) {
            for (const locale of locales) {
              const path = localePaths[locale].prices;
              await test.step(`${path}: the folded contact button never covers a price digit or a tier's label`, () =>
                expectPricesClearOfFoldedButton(page, path, mode));
            }
          }
        },
      );
    });
  }
}, PAINT_MODES);

/** The first screen of the home page of `locale` is its title, subtitle and link on navy, whole. */
async function expectWholeFirstScreen(page: Page, locale: Locale, mode: ScriptMode) {
  const { home, chrome } = contentOf[locale];
  await openPage(page, localePaths[locale].home, mode);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("no viewport");
  const box = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const { top, bottom, left } = element.getBoundingClientRect();
        return { top, bottom, left };
      });

  const title = await box("#hero-title");
  const subtitle = await box(".hero-subtitle");
  const explore = await page
    .getByRole("link", { name: home.page.exploreLink })
    .evaluate((link) => link.getBoundingClientRect());
  // All three are on the first screen, the link starts the line below the subtitle.
  expect.soft(subtitle.bottom).toBeLessThanOrEqual(viewport.height);
  expect.soft(explore.bottom).toBeLessThanOrEqual(viewport.height);
  expect.soft(explore.left).toBeCloseTo(title.left, 0);
  expect.soft(explore.top).toBeGreaterThan(subtitle.bottom);
  expect.soft(await page.getByText(chrome.site.hero.subtitle).isVisible()).toBe(true);

  // What the spec reveals on scrolling starts at or below the fold.
  for (const selector of [".hero-wipe", ".hero-trusted", ".hero-play"]) {
    const { top } = await box(selector);
    expect.soft(top, selector).toBeGreaterThanOrEqual(viewport.height - 1);
  }
  // And the intro's navy fills the screen down to the fold: no band of another colour.
  const intro = await box(".hero-intro");
  expect.soft(intro.bottom).toBeGreaterThanOrEqual(viewport.height - 1);
}

/** A page shorter than the viewport still ends with the footer at the viewport's bottom. */
async function expectFooterAtTheBottom(page: Page, path: string, mode: ScriptMode) {
  await openPage(page, path, mode);
  const { footerBottom, pageHeight, viewportHeight } = await page.evaluate(() => ({
    footerBottom: document.querySelector("footer")?.getBoundingClientRect().bottom ?? NaN,
    pageHeight: document.documentElement.scrollHeight,
    viewportHeight: window.innerHeight,
  }));
  expect.soft(pageHeight, path).toBeGreaterThanOrEqual(viewportHeight);
  expect.soft(footerBottom + (await page.evaluate(() => window.scrollY)), path).toBe(pageHeight);
}

/** Open at the top from 1280 px, folded once scrolled below 1536 px, beside the column, open on focus. */
async function expectContactButtonAside(page: Page, mode: ScriptMode) {
  const { ui } = contentOf.en.chrome;
  await openPage(page, localePaths.en.prices, mode);
  const link = page
    .getByRole("complementary", { name: ui.contactFab.landmark })
    .getByRole("link", { name: ui.contactFab.label });
  const viewportWidth = page.viewportSize()?.width ?? 0;
  // From 1280 px it is open at the top of a page, from 1536 px the column leaves room for it open.
  const openAtTop = viewportWidth >= 1280;
  const roomBeside = viewportWidth >= 1536;

  const folded = foldedWidth(viewportWidth);
  const top = await hitSpan(page);
  if (openAtTop) expect.soft(top.width).toBeGreaterThan(100);
  else expect.soft(top.width).toBe(folded);

  await scrollTo(page, HEADER_SCROLL_THRESHOLD_PX * 30);
  // Scroll timelines move on the next frame after the scroll.
  await expect.soft
    .poll(async () => (await hitSpan(page)).width)
    .toBe(roomBeside ? top.width : folded);
  const scrolled = await hitSpan(page);
  // From 1280 px the button sits beside the column, not over it.
  if (viewportWidth >= 1280) {
    const column = await page
      .locator("main .max-w-6xl")
      .first()
      .evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.right - parseFloat(getComputedStyle(element).paddingRight);
      });
    expect.soft(scrolled.left).toBeGreaterThanOrEqual(column);
  }

  await link.focus();
  await expect.soft.poll(async () => (await hitSpan(page)).width).toBeGreaterThan(100);
}

/** On a phone the tables scroll under the fixed, folded button: none of their text reaches it. */
async function expectPricesClearOfFoldedButton(page: Page, path: string, mode: ScriptMode) {
  await openPage(page, path, mode);
  await scrollTo(page, HEADER_SCROLL_THRESHOLD_PX * 30);
  const folded = foldedWidth(page.viewportSize()?.width ?? 0);
  await expect.soft.poll(async () => (await hitSpan(page)).width, path).toBe(folded);
  expect.soft(await priceTextRightEdge(page), path).toBeLessThan((await hitSpan(page)).left);
}

/** The folded contact button is its 48 px round icon; on a phone, a 28 px tab at the edge. */
const foldedWidth = (viewportWidth: number) => (viewportWidth < PHONE_LAYOUT_BELOW_PX ? 28 : 48);

/** How far right the text of the price tables and the explorer's choices reaches, in CSS pixels. */
function priceTextRightEdge(page: Page): Promise<number> {
  return page.evaluate(() => {
    const range = document.createRange();
    let right = 0;
    for (const box of document.querySelectorAll("main table, main fieldset")) {
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) right = Math.max(right, rect.right);
      }
    }
    return right;
  });
}

/** The stretch of the contact button's row that answers a pointer: what is not clipped away. */
async function hitSpan(page: Page): Promise<{ left: number; width: number }> {
  return page.evaluate(() => {
    const link = document.querySelector(".contact-fab-link");
    if (!link) return { left: NaN, width: 0 };
    const box = link.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const hits: number[] = [];
    for (let x = Math.ceil(box.left); x < box.right; x += 1) {
      if (link.contains(document.elementFromPoint(x, y))) hits.push(x);
    }
    if (hits.length === 0) return { left: NaN, width: 0 };
    const [first = NaN] = hits;
    return { left: first, width: (hits.at(-1) ?? NaN) - first + 1 };
  });
}

// At the desktop's width, in English: bands are full-width blocks, alike at any width or language.
test("puzzle shapes on each kind of page: no wide band of colour paints over them, and they start below the header", async ({
  page,
}) => {
  for (const path of pageTypesOf("en")) {
    await test.step(path, async () => {
      await page.goto(path);
      const found = await puzzleLayerCover(page);
      expect.soft(found.layerZ, path).toBeLessThan(0);
      expect.soft(found.paintedOver, path).toEqual([]);
      expect.soft(found.bandsAbove, path).toEqual([]);
      expect.soft(found.layerTop, path).toBe(found.headerBottom);
    });
  }
});

/** The puzzle layer's place, and the page-wide boxes or `::before` bands that paint over it. */
function puzzleLayerCover(page: Page) {
  return page.evaluate(() => {
    const layer = document.querySelector(".puzzle-layer");
    const header = document.querySelector("header");
    if (!layer || !header) throw new Error("no puzzle layer or header");
    const layerZ = Number(getComputedStyle(layer).zIndex);
    const width = document.documentElement.clientWidth;
    const opaque = (color: string) => color !== "rgba(0, 0, 0, 0)" && color !== "transparent";
    // A band spans the page; the dark blocks (hero, dark product hero) are meant to hide them.
    const bands = [...document.querySelectorAll<HTMLElement>("main *, footer")].filter(
      (element) =>
        element.getBoundingClientRect().width >= width &&
        !element.closest(".dark-surface") &&
        element.tagName !== "DIALOG",
    );
    return {
      layerZ,
      layerTop: layer.getBoundingClientRect().top,
      headerBottom: header.getBoundingClientRect().bottom,
      paintedOver: bands
        .filter((element) => opaque(getComputedStyle(element).backgroundColor))
        .map((element) => element.outerHTML.slice(0, 80)),
      bandsAbove: bands
        .filter((element) => {
          const before = getComputedStyle(element, "::before");
          return before.content !== "none" && opaque(before.backgroundColor)
            ? Number(before.zIndex) >= layerZ
            : false;
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    };
  });
}
