import {
  expect,
  test as base,
  type Page,
  type PageAssertionsToHaveScreenshotOptions,
} from "@playwright/test";
import { layoutTraits } from "~/content/layouts";
import { readContent } from "~/content/read";
import { EMPTY_EXPLORER, explorerListOf, writeExplorerState } from "~/lib/price-explorer";
import { contentOf, localePaths, locales, type Locale } from "./support/content";
import { RECORDED_SYSTEM_FONTS, systemFontsUsed } from "./support/fonts";
import { waitForHydration } from "./support/site";
import { STAND_IN_PAGES } from "./support/stand-ins";

const { products } = readContent("en");

/*
 * Visual regression: the first screen and the full page of each kind of page, in both languages,
 * at the phone and desktop projects' widths, compared with the PNGs in tests/e2e/__screenshots__
 * (playwright.config.ts). Light scheme and reduced motion: the puzzle shapes stand still, the
 * hero title is whole and the scroll reveals show their end state, so a picture depends on the
 * layout alone. Tolerance is Playwright's default (0.2 per-pixel colour threshold, no share of
 * differing pixels allowed): the pictures are the same to the pixel run after run, so any layout
 * change fails. Update on purpose with `npm run test:visual:update` (README).
 */

interface Shot {
  /** The start of the PNGs' names: kind of page, then language. */
  name: string;
  path: string;
}

/** The kinds of page of one language, each at an address a visitor would open. */
function shotsOf(locale: Locale): Shot[] {
  const paths = localePaths[locale];
  const compare = writeExplorerState(
    { ...EMPTY_EXPLORER, view: "compare" },
    explorerListOf(contentOf[locale].prices),
  );
  const standIn = (target: string) =>
    STAND_IN_PAGES.find((page) => page.locale === locale && page.standIn === target)?.url ??
    `(no stand-in for ${target})`;
  // One product of each layout: the first the content lists with it.
  const productShots = Object.keys(layoutTraits).map((layout) => {
    const product = products.find((candidate) => candidate.layout === layout);
    return {
      name: `product-${layout}`,
      path: product ? paths.solution(product.slug) : `(no product with layout ${layout})`,
    };
  });
  return [
    { name: "home", path: paths.home },
    { name: "prices-tables", path: paths.prices },
    { name: "prices-compare", path: `${paths.prices}?${compare}` },
    ...productShots,
    { name: "not-found", path: standIn(paths.notFound) },
    { name: "unknown-product", path: standIn(paths.unknownSolution) },
    { name: "privacy", path: paths.privacy },
  ].map((shot) => ({ ...shot, name: `${shot.name}-${locale}` }));
}

/**
 * The browser's clock for every picture. Dates drawn by the browser (the footer's year, after a
 * client-side render) read this day, not the day the suite runs.
 */
const FROZEN_NOW = new Date("2026-06-15T10:00:00Z");

/**
 * The footer's year as the prerender wrote it: the year of the build, which hydration keeps
 * (suppressHydrationWarning). Masked with a box of the same size, so a build in a new year draws
 * the same picture; its digits are as wide in every year, so the layout around it still counts.
 */
function footerYear(page: Page) {
  return page
    .getByRole("contentinfo")
    .locator("span")
    .filter({ hasText: /^\d{4}$/ });
}

const SCREENSHOT: PageAssertionsToHaveScreenshotOptions = {
  animations: "disabled",
  caret: "hide",
  scale: "css",
};

/**
 * Once per worker: other system fonts than the baselines' would fail every picture at once, so
 * the suite first says which fonts this machine draws with. A worker fixture, not beforeAll, which
 * in fully parallel mode runs again before every test.
 */
const test = base.extend<object, { recordedFonts: undefined }>({
  recordedFonts: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL });
      await page.goto(localePaths.en.home);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const strangers = (await systemFontsUsed(page)).filter(
        (family) => !(RECORDED_SYSTEM_FONTS as readonly string[]).includes(family),
      );
      await page.close();
      expect(
        strangers,
        `the baselines were drawn with ${RECORDED_SYSTEM_FONTS.join(" and ")} only; this machine ` +
          `draws text in other system fonts too (npm test installs fonts-dejavu-core and fonts-liberation)`,
      ).toEqual([]);
      await use(undefined);
    },
    { scope: "worker", auto: true },
  ],
});

test.use({ colorScheme: "light", reducedMotion: "reduce" });

for (const locale of locales) {
  for (const { name, path } of shotsOf(locale)) {
    test(`${name}: ${path} looks as its baselines`, async ({ page }) => {
      await page.clock.setFixedTime(FROZEN_NOW);
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const options = { ...SCREENSHOT, mask: [footerYear(page)] };

      // Soft, so a regression shows both pictures' diffs.
      await expect.soft(page).toHaveScreenshot(`${name}-first-screen.png`, options);
      await expect
        .soft(page)
        .toHaveScreenshot(`${name}-full-page.png`, { ...options, fullPage: true });
    });
  }
}
