import { expect, test, type Page } from "@playwright/test";
import { HEADER_SCROLL_THRESHOLD_PX } from "~/content/constants";
import { pageTypePaths } from "./support/pages";
import { contentOf, localePaths, locales } from "./support/content";
import { forEachScriptMode, openPage, PAINT_MODES } from "./support/script-modes";
import { BOTH_WIDTHS } from "./support/viewport";
import { scrollTo } from "./support/scroll";

/**
 * Every screen a deliberate composition: the home page's first screen is whole, short pages keep
 * the footer at the bottom of the viewport, the puzzle shapes are never cut by a band of colour,
 * and the contact button keeps out of the reading column. The phone and desktop projects cover
 * 375 and 1280 px; the other widths of the design run once, in the desktop project.
 */

/** How a test is declared: at both projects' widths, or once. */
type Where = typeof BOTH_WIDTHS | Record<string, never>;
const EXTRA_VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 768, height: 1024 },
  { width: 1920, height: 1080 },
];

/** Declares `body` at both projects' viewports and, once, at the other widths. */
function atEveryWidth(body: (where: Where) => void) {
  body(BOTH_WIDTHS);
  for (const viewport of EXTRA_VIEWPORTS) {
    test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
      test.use({ viewport });
      body({});
    });
  }
}

// With JavaScript and without: a page's module scripts blocked paint as one of the two.
forEachScriptMode((mode) => {
  atEveryWidth((where) => {
    for (const locale of locales) {
      const paths = localePaths[locale];
      const { home, chrome } = contentOf[locale];

      test(
        `${paths.home}: the first screen is the title, the subtitle and the way to the products, with nothing waiting to be revealed`,
        where,
        async ({ page }) => {
          await openPage(page, paths.home, mode);
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
          expect(subtitle.bottom).toBeLessThanOrEqual(viewport.height);
          expect(explore.bottom).toBeLessThanOrEqual(viewport.height);
          expect(explore.left).toBeCloseTo(title.left, 0);
          expect(explore.top).toBeGreaterThan(subtitle.bottom);
          expect(await page.getByText(chrome.site.hero.subtitle).isVisible()).toBe(true);

          // What the spec reveals on scrolling starts at or below the fold.
          for (const selector of [".hero-wipe", ".hero-trusted", ".hero-play"]) {
            const { top } = await box(selector);
            expect(top, selector).toBeGreaterThanOrEqual(viewport.height - 1);
          }
          // And the intro's navy fills the screen down to the fold: no band of another colour.
          const intro = await box(".hero-intro");
          expect(intro.bottom).toBeGreaterThanOrEqual(viewport.height - 1);
        },
      );
    }

    test(
      "short pages keep the footer at the bottom of the viewport, and nothing shows below it",
      where,
      async ({ page }) => {
        for (const path of [localePaths.en.unknownSolution, localePaths.de.unknownSolution]) {
          await openPage(page, path, mode);
          const { footerBottom, pageHeight, viewportHeight } = await page.evaluate(() => ({
            footerBottom: document.querySelector("footer")?.getBoundingClientRect().bottom ?? NaN,
            pageHeight: document.documentElement.scrollHeight,
            viewportHeight: window.innerHeight,
          }));
          expect(pageHeight, path).toBeGreaterThanOrEqual(viewportHeight);
          expect(footerBottom + (await page.evaluate(() => window.scrollY)), path).toBe(pageHeight);
        }
      },
    );

    test(
      "the contact button keeps out of the reading column: an icon in the corner where there is no room beside it, open on focus",
      where,
      async ({ page }) => {
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
        if (openAtTop) expect(top.width).toBeGreaterThan(100);
        else expect(top.width).toBe(folded);

        await scrollTo(page, HEADER_SCROLL_THRESHOLD_PX * 30);
        // Scroll timelines move on the next frame after the scroll.
        await expect
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
          expect(scrolled.left).toBeGreaterThanOrEqual(column);
        }

        await link.focus();
        await expect.poll(async () => (await hitSpan(page)).width).toBeGreaterThan(100);
      },
    );

    test(
      "on a phone the folded contact button never covers a price digit or a tier's label",
      where,
      async ({ page }) => {
        test.skip((page.viewportSize()?.width ?? 0) >= 640, "a phone's layout");
        for (const path of [localePaths.en.prices, localePaths.de.prices]) {
          await openPage(page, path, mode);
          await scrollTo(page, HEADER_SCROLL_THRESHOLD_PX * 30);
          await expect.poll(async () => (await hitSpan(page)).width).toBe(foldedWidth(375));
          // The button is fixed and the tables scroll under it: none of their text may reach its column.
          expect(await priceTextRightEdge(page), path).toBeLessThan((await hitSpan(page)).left);
        }
      },
    );
  });
}, PAINT_MODES);

/** The folded contact button is its 48 px round icon; on a phone, a 28 px tab at the edge. */
const foldedWidth = (viewportWidth: number) => (viewportWidth < 640 ? 28 : 48);

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

test.describe("puzzle shapes", () => {
  for (const path of pageTypePaths) {
    test(`${path}: no wide band of colour paints over the shapes, and they start below the header`, async ({
      page,
    }) => {
      await page.goto(path);
      const found = await page.evaluate(() => {
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
      expect(found.layerZ).toBeLessThan(0);
      expect(found.paintedOver).toEqual([]);
      expect(found.bandsAbove).toEqual([]);
      expect(found.layerTop).toBe(found.headerBottom);
    });
  }
});
