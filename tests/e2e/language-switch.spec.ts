import { locales, otherLocalesOf, switchLabel } from "./support/content.ts";
import { expect, test, type Page } from "@playwright/test";
import { localeSettings, type Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";
import { expectSwitchTo, languageSwitch } from "./support/language-switch.ts";
import { tabTo } from "./support/price-explorer.ts";
import { openHeaderNav, waitForHydration } from "./support/site.ts";
import { STAND_IN_PAGES } from "./support/stand-ins.ts";

// Issue 9, item 4: the header's links to the same page in each other language, named in it.
// Followed through the phone menu, an estimate with it: estimate-link.spec.ts; where it lands: seo.spec.ts.

/** The unknown product of `locale`, whose switch leads to each other language's products. */
function unknownProductOf(locale: Locale) {
  const standIn = STAND_IN_PAGES.find(
    (page) => page.locale === locale && page.standIn === localePaths[locale].unknownSolution,
  );
  if (!standIn) throw new Error(`no unknown product page in ${locale}`);
  return standIn;
}

// At the desktop's width: the phone menu's switch is the same component. On every page of the
// site: layout.spec.ts's walk.
for (const locale of locales) {
  const standIn = unknownProductOf(locale);
  const others = otherLocalesOf(locale);

  test(`on an unknown ${locale} product, links to each other language's products, named ${others.map((other) => `"${switchLabel(locale, other)}"`).join(" and ")}`, async ({
    page,
  }, testInfo) => {
    await page.goto(standIn.url);
    await waitForHydration(page);
    const nav = await openHeaderNav(page, testInfo, standIn.locale);
    for (const other of others) {
      // On a phone the link is the phone menu's; the header's own is for wide screens.
      await expect(
        nav.getByRole("link", { name: switchLabel(locale, other), exact: true }),
      ).toBeVisible();
      await expectSwitchTo(page, standIn.locale, other, localePaths[other].solutions);
    }
    // The keyboard's way from an English page, at the desktop's width, where the switch is in
    // the header itself; last, since it leaves the language.
    if (locale === "en")
      await test.step("is reached with the Tab key and followed with Enter", () =>
        expectSwitchFollowedByKeyboard(page));
  });
}

/** From the English price page, Tab reaches the switch among the header's first stops; Enter follows it. */
async function expectSwitchFollowedByKeyboard(page: Page) {
  await page.goto(localePaths.en.prices);
  await waitForHydration(page);
  // The skip link, the logo and the three header links come first.
  await tabTo(page, languageSwitch(page, "en"), 10);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(localePaths.de.prices);
  await expect(page.locator("html")).toHaveAttribute("lang", localeSettings.de.htmlLang);
}
