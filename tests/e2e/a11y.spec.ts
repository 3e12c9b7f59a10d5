import { axeViolations } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { pageTypePaths } from "./support/pages";
import { contentOf, localePaths, locales, localeSettings } from "./support/content";
import { openHeaderNav, waitForHydration } from "./support/site";
import { PHONE_ONLY } from "./support/viewport";

/**
 * One page of each kind in both languages, and each language's stand-ins for what does not exist:
 * the unknown-product page as built, and the 404 page as the server answers an unknown path. The
 * price explorer with an estimate is checked in price-explorer.spec.ts.
 */
const pages = [
  ...pageTypePaths,
  ...locales.flatMap((locale) => [
    localePaths[locale].unknownSolution,
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

      test(
        `the open phone menu on ${paths.prices} has no axe violations`,
        PHONE_ONLY,
        async ({ page }, testInfo) => {
          await page.goto(paths.prices);
          await settle(page);
          await expect(await openHeaderNav(page, testInfo, locale)).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        },
      );

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
