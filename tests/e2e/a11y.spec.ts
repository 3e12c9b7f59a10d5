import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from "./support/axe.ts";
import { expectNoIbmViolations } from "./support/ibm.ts";
import { pageTypePaths } from "./support/pages.ts";
import { contentOf, localePaths, locales, localeSettings } from "./support/content.ts";
import { openHeaderNav, waitForHydration } from "./support/site.ts";
import { PHONE_ONLY } from "./support/viewport.ts";
import {
  amount,
  compareRadio,
  estimateSummary,
  KNOWN,
  knownUrl,
  PRICE_LANGUAGES,
  priceLanguage,
} from "./support/price-explorer.ts";

// axe on one page of each kind and language and their 404s, at both widths and in both schemes,
// and on what opens where it opens; IBM Equal Access on the comparison too (issue 50).

const pricePaths = new Set<string>(PRICE_LANGUAGES.map((language) => language.path));
const homePaths = new Set(locales.map((locale) => localePaths[locale].home));
const plainPages = [
  ...pageTypePaths.filter((path) => !pricePaths.has(path) && !homePaths.has(path)),
  ...locales.flatMap((locale) => [
    localePaths[locale].unknownSolution,
    `${localeSettings[locale].prefix}/no/such/page`,
  ]),
];

for (const path of plainPages) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolationsAtBothWidths(page);
  });
}

for (const locale of locales) {
  const paths = localePaths[locale];

  test(`${paths.home} and its platform overview have no axe violations`, async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    await expectNoAxeViolationsAtBothWidths(page);

    await test.step("the open overview", async () => {
      const { buttonLabel } = contentOf[locale].home.overview;
      // Opened from the keyboard: the button sits below the fold, and a click can land while
      // the scroll that brings it into view is still settling.
      await page.getByRole("button", { name: buttonLabel }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page, "dialog");
    });
  });

  test(
    `the open phone menu on ${paths.home} has no axe violations`,
    PHONE_ONLY,
    async ({ page }, testInfo) => {
      await page.goto(paths.home);
      await waitForHydration(page);
      await expect(await openHeaderNav(page, testInfo, locale)).toBeVisible();
      await expectNoAxeViolations(page, "header");
    },
  );
}

// The explorer's DOM is the same in either language: its states in German, the longer words.
const language = priceLanguage("de");
const { estimate, views } = language.content.explorer;

test(`${language.path} with an estimate, in both views, and with an empty one, has no axe violations`, async ({
  page,
}) => {
  await page.goto(knownUrl(language, "tables"));
  await waitForHydration(page);
  await expect(estimateSummary(page, language)).toContainText(amount(KNOWN.total, language));
  await expectNoAxeViolationsAtBothWidths(page);

  await test.step(`the ${views.compare} view`, async () => {
    await compareRadio(page, language).check();
    await expect(page.getByRole("main").getByRole("table")).toHaveCount(1);
    await expectNoAxeViolationsAtBothWidths(page, "main table");
    await expectNoIbmViolations(page, ".compare-table");
  });

  await test.step("the empty estimate", async () => {
    await page.getByRole("button", { name: estimate.clear, exact: true }).click();
    await expect(estimateSummary(page, language)).toContainText(estimate.empty);
    await expectNoAxeViolationsAtBothWidths(page, "#estimate");
  });
});
