import { expect, test } from "@playwright/test";
import { localePaths, locales } from "./support/content.ts";
import { pageTypePaths } from "./support/pages.ts";

// A printout is ink on white paper, which a browser prints without the page's backgrounds: a
// visitor whose screen is dark, or a navy band's light words, would print grey on grey.

/** WCAG's least contrast for body text (1.4.3), here against the paper. */
const LEAST_CONTRAST = 4.5;

const homePaths = new Set<string>(locales.map((locale) => localePaths[locale].home));

test.use({ colorScheme: "dark" });

test("printed from a dark screen, every page of each kind is dark words on white paper, its hero only as tall as its words", async ({
  page,
}) => {
  await page.emulateMedia({ media: "print", colorScheme: "dark" });
  for (const path of pageTypePaths) {
    await test.step(path, async () => {
      await page.goto(path);
      const faint = await page.evaluate((least) => {
        // The colour as printed on white: a canvas composes any colour syntax and its alpha.
        const context = new OffscreenCanvas(1, 1).getContext("2d", { willReadFrequently: true });
        if (!context) throw new Error("no 2D canvas to read colours with");
        const onPaper = (color: string) => {
          context.fillStyle = "#fff";
          context.fillRect(0, 0, 1, 1);
          context.fillStyle = color;
          context.fillRect(0, 0, 1, 1);
          return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
        };
        // WCAG's relative luminance of an sRGB colour.
        const luminance = (rgb: number[]) =>
          [0.2126, 0.7152, 0.0722].reduce((sum, weight, index) => {
            const channel = (rgb[index] ?? 0) / 255;
            const linear =
              channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
            return sum + weight * linear;
          }, 0);
        // Tailwind's sr-only: clipped to nothing, the words are there for screen readers alone.
        const readAloneByScreenReaders = (element: Element | null): boolean =>
          element !== null &&
          (getComputedStyle(element).clipPath === "inset(50%)" ||
            readAloneByScreenReaders(element.parentElement));
        const found = new Map<string, string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          const words = node.textContent?.trim();
          if (!element || !words || !element.checkVisibility({ visibilityProperty: true })) {
            continue;
          }
          if (readAloneByScreenReaders(element)) continue;
          const contrast = 1.05 / (luminance(onPaper(getComputedStyle(element).color)) + 0.05);
          if (contrast < least) found.set(words.slice(0, 40), contrast.toFixed(2));
        }
        return Object.fromEntries(found);
      }, LEAST_CONTRAST);
      expect.soft(faint, `${path}: words fainter than ${LEAST_CONTRAST}:1 on paper`).toEqual({});

      if (homePaths.has(path)) {
        const spare = await page.locator(".hero-intro").evaluate((intro) => {
          const style = getComputedStyle(intro);
          const boxes = [...intro.children].map((child) => child.getBoundingClientRect());
          const content =
            Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top));
          const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
          return intro.getBoundingClientRect().height - content - padding;
        });
        expect.soft(spare, `${path}: the hero's empty space on paper, px`).toBeLessThan(1);
      }
    });
  }
});
