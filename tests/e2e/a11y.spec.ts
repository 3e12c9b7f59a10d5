import { axeViolations } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { pagePaths } from "./support/pages";
import { contentOf, localePaths, locales, localeSettings } from "./support/content";
import { openHeaderNav, waitForHydration } from "./support/site";
import { isPhone } from "./support/viewport";

/**
 * Every page of both languages, and each language's stand-ins for what does not exist: the
 * prerendered 404 and unknown-product pages as built, and as the server answers an unknown path.
 */
const pages = [
  ...pagePaths,
  ...locales.flatMap((locale) => [
    localePaths[locale].unknownSolution,
    localePaths[locale].notFound,
    `${localeSettings[locale].prefix}/no/such/page`,
  ]),
];

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    for (const path of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await settle(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    for (const locale of locales) {
      const paths = localePaths[locale];

      test(`the open phone menu on ${paths.prices} has no axe violations`, async ({
        page,
      }, testInfo) => {
        test.skip(!isPhone(testInfo), "the menu is for phones");
        await page.goto(paths.prices);
        await settle(page);
        await expect(await openHeaderNav(page, testInfo, locale)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

      test(`the open platform overview on ${paths.home} has no axe violations`, async ({
        page,
      }) => {
        await page.goto(paths.home);
        await settle(page);
        const { buttonLabel } = contentOf[locale].home.overview;
        // Opened from the keyboard: the button sits below the fold, and a click can land while
        // the scroll that brings it into view is still settling.
        await page.getByRole("button", { name: buttonLabel }).focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        // The overview builds up in a short animation; axe checks it once it has played.
        await expect
          .poll(() =>
            dialog
              .evaluate((element) =>
                element.getAnimations({ subtree: true }).filter((a) => a.playState === "running"),
              )
              .then((running) => running.length),
          )
          .toBe(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

/** Waits for hydration and, on home, for the title typing to end: axe checks the page at rest. */
async function settle(page: Page) {
  await waitForHydration(page);
  if ((await page.locator(".hero-heading").count()) > 0) {
    await expect(page.locator(".hero-heading")).not.toHaveAttribute("data-phase", /static|typing/);
  }
}
