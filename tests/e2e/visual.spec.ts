import { expect, test as base, type Page } from "@playwright/test";
import { formatDate } from "~/lib/format";
import { EMPTY_EXPLORER, explorerListOf, writeExplorerState } from "~/lib/price-explorer";
import { offeringsOf } from "~/content/price-list";
import { contentOf, localeOf, localePaths, locales, type Locale } from "./support/content.ts";
import { RECORDED_SYSTEM_FONTS, systemFontsUsed } from "./support/fonts.ts";
import { productPathOf } from "./support/pages.ts";
import { waitForHydration } from "./support/site.ts";
import { STAND_IN_PAGES } from "./support/stand-ins.ts";
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from "./support/viewport.ts";

// A dozen compositions against their PNGs, under reduced motion, with figures from data masked
// so that a price or date change redraws nothing. Regenerate: `npm run test:visual:update`.

const PHONE = { viewport: PHONE_VIEWPORT, hasTouch: true } as const;
const DESKTOP = { viewport: DESKTOP_VIEWPORT, hasTouch: false } as const;

/** Up to this share of pixels may differ (anti-aliasing, a glyph's smoothing), no more. */
const MAX_DIFF_PIXEL_RATIO = 0.01;

/** The price page with 8,000 users and the first three offerings in the estimate. */
function estimatePath(locale: Locale, view: "tables" | "compare"): string {
  const { prices } = contentOf[locale];
  const picked = offeringsOf(prices)
    .slice(0, 3)
    .map((offering) => offering.id);
  const query = writeExplorerState(
    { ...EMPTY_EXPLORER, users: "8000", view, picked },
    explorerListOf(prices),
  );
  return `${localePaths[locale].prices}?${query}`;
}

const standIn = (locale: Locale, target: string) => {
  const found = STAND_IN_PAGES.find((page) => page.locale === locale && page.standIn === target);
  if (!found) throw new Error(`no stand-in for ${target}`);
  return found.url;
};

/** A picture's name says its scheme ("-dark") and whether it is the whole page ("-whole"). */
const COMPOSITIONS = (
  [
    ["home-en-phone", localePaths.en.home, PHONE],
    ["home-en-desktop", localePaths.en.home, DESKTOP],
    ["home-en-desktop-dark", localePaths.en.home, DESKTOP],
    ["home-de-desktop-whole", localePaths.de.home, DESKTOP],
    ["prices-estimate-en-desktop", estimatePath("en", "tables"), DESKTOP],
    ["prices-estimate-en-phone-dark", estimatePath("en", "tables"), PHONE],
    ["prices-compare-de-phone-whole", estimatePath("de", "compare"), PHONE],
    ["product-bop-en-desktop-whole", productPathOf("en", "bop"), DESKTOP],
    ["product-erp-de-phone", productPathOf("de", "erp"), PHONE],
    ["product-citros-en-desktop-dark", productPathOf("en", "citros"), DESKTOP],
    ["not-found-en-desktop", standIn("en", localePaths.en.notFound), DESKTOP],
    ["unknown-product-de-phone", standIn("de", localePaths.de.unknownSolution), PHONE],
  ] as const
).map(([name, path, device]) => ({
  name,
  path,
  device,
  colorScheme: name.endsWith("-dark") ? ("dark" as const) : ("light" as const),
  fullPage: name.endsWith("-whole"),
}));

/** A price page at an estimate's address shows it once the explorer has read the address. */
async function waitForTheAddressesEstimate(page: Page, path: string): Promise<void> {
  const query = new URL(path, "http://localhost").searchParams;
  const users = query.get("users");
  if (users === null) return;
  const { explorer } = contentOf[localeOf(path)].prices;
  await expect(page.getByRole("textbox", { name: explorer.usersLabel, exact: true })).toHaveValue(
    users,
  );
  if (query.get("view") === "compare") {
    await expect(page.getByRole("main").getByRole("table")).toHaveCount(1);
  }
}

/** The browser's clock for every picture: dates it draws read this day, not the run's. */
const FROZEN_NOW = new Date("2026-06-15T10:00:00Z");

/** What comes from data and may change without the layout changing: masked in every picture. */
function dataFigures(page: Page) {
  const validFrom = locales.map((locale) => formatDate(contentOf[locale].prices.validFrom, locale));
  return [
    // The footer's year is the build's: a build in a new year draws the same picture.
    page
      .getByRole("contentinfo")
      .locator("span")
      .filter({ hasText: /^\d{4}$/ }),
    // Prices and the estimate's total are set in tabular figures (so is the field, left drawn).
    page.locator(".tabular-nums:not(input)"),
    ...validFrom.map((date) => page.locator("main p").filter({ hasText: date })),
  ];
}

/** Once per worker: other system fonts than the baselines' would fail every picture at once. */
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

for (const { name, path, device, colorScheme, fullPage } of COMPOSITIONS) {
  test.describe(name, () => {
    test.use({ ...device, colorScheme });

    test(`${path} looks as its baseline`, async ({ page }) => {
      await page.clock.setFixedTime(FROZEN_NOW);
      await page.goto(path);
      await waitForHydration(page);
      await waitForTheAddressesEstimate(page, path);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect(page).toHaveScreenshot(`${name}.png`, {
        animations: "disabled",
        caret: "hide",
        scale: "css",
        fullPage,
        mask: dataFigures(page),
        maxDiffPixelRatio: MAX_DIFF_PIXEL_RATIO,
      });
    });
  });
}
