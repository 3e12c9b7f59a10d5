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

/*
 * Visual regression: a dozen deliberate compositions (README, "Visual regression tests"), each
 * compared with its PNG in tests/e2e/__screenshots__ within a tolerance that absorbs
 * anti-aliasing. Reduced motion holds the shapes still, the title whole and the reveals at their
 * end. Figures that come from data (every price, the estimate's total, the valid-from date, the
 * footer's year) are masked, so a change of price or date redraws nothing; a change of layout
 * still fails. Regenerate on purpose with `npm run test:visual:update`.
 */

const PHONE = { viewport: PHONE_VIEWPORT, hasTouch: true } as const;
const DESKTOP = { viewport: DESKTOP_VIEWPORT, hasTouch: false } as const;

/** Up to this share of pixels may differ (anti-aliasing, a glyph's smoothing), no more. */
const MAX_DIFF_PIXEL_RATIO = 0.01;

interface Composition {
  name: string;
  path: string;
  device: typeof PHONE | typeof DESKTOP;
  colorScheme: "light" | "dark";
  fullPage: boolean;
}

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

const COMPOSITIONS: Composition[] = [
  {
    name: "home-en-phone",
    path: localePaths.en.home,
    device: PHONE,
    colorScheme: "light",
    fullPage: false,
  },
  {
    name: "home-en-desktop",
    path: localePaths.en.home,
    device: DESKTOP,
    colorScheme: "light",
    fullPage: false,
  },
  {
    name: "home-en-desktop-dark",
    path: localePaths.en.home,
    device: DESKTOP,
    colorScheme: "dark",
    fullPage: false,
  },
  {
    name: "home-de-desktop-whole",
    path: localePaths.de.home,
    device: DESKTOP,
    colorScheme: "light",
    fullPage: true,
  },
  {
    name: "prices-estimate-en-desktop",
    path: estimatePath("en", "tables"),
    device: DESKTOP,
    colorScheme: "light",
    fullPage: false,
  },
  {
    name: "prices-estimate-en-phone-dark",
    path: estimatePath("en", "tables"),
    device: PHONE,
    colorScheme: "dark",
    fullPage: false,
  },
  {
    name: "prices-compare-de-phone-whole",
    path: estimatePath("de", "compare"),
    device: PHONE,
    colorScheme: "light",
    fullPage: true,
  },
  {
    name: "product-bop-en-desktop-whole",
    path: productPathOf("en", "bop"),
    device: DESKTOP,
    colorScheme: "light",
    fullPage: true,
  },
  {
    name: "product-erp-de-phone",
    path: productPathOf("de", "erp"),
    device: PHONE,
    colorScheme: "light",
    fullPage: false,
  },
  {
    name: "product-citros-en-desktop-dark",
    path: productPathOf("en", "citros"),
    device: DESKTOP,
    colorScheme: "dark",
    fullPage: false,
  },
  {
    name: "not-found-en-desktop",
    path: standIn("en", localePaths.en.notFound),
    device: DESKTOP,
    colorScheme: "light",
    fullPage: false,
  },
  {
    name: "unknown-product-de-phone",
    path: standIn("de", localePaths.de.unknownSolution),
    device: PHONE,
    colorScheme: "light",
    fullPage: false,
  },
];

/**
 * A price page opened at an estimate's address is prerendered empty; the explorer shows the
 * estimate once it has read the address, just after it hydrates.
 */
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

/**
 * Once per worker: other system fonts than the baselines' would fail every picture at once, so
 * the suite first says which fonts this machine draws with.
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
