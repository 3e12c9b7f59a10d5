import { contentOf } from "./support/content";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { localeSettings, type Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";
import { otherLocale } from "~/lib/locale";
import { LOCALE_PAGES, openLocaleHeaderNav } from "./support/locale-pages";
import { forEachScriptMode, openPage } from "./support/script-modes";
import { waitForHydration } from "./support/site";
import { serveStandIn, STAND_IN_PAGES } from "./support/stand-ins";
import { BOTH_WIDTHS } from "./support/viewport";

/**
 * Issue 9, item 4: a link in the header to the same page in the other language, named in that
 * language ("Deutsch" on English pages, "English" on German ones), marked with its hreflang and
 * lang, on phones in the menu, reachable by keyboard, working before and after hydration.
 */

/** The switch's name on a page of `locale`: the other language's name for itself. */
const switchLabel = (locale: Locale) => contentOf[locale].chrome.languageSwitch.label;

function languageSwitch(page: Page, locale: Locale) {
  return page.getByRole("banner").getByRole("link", { name: switchLabel(locale), exact: true });
}

/** The `<title>` of the prerendered page, as a crawler reads it. */
async function prerenderedTitle(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (!title) throw new Error(`${path} has no <title>`);
  return title;
}

async function expectSwitchTo(page: Page, locale: Locale, target: string): Promise<void> {
  const link = languageSwitch(page, locale);
  await expect(link).toHaveCount(1);
  await expect(link).toBeVisible();
  const { hreflang, htmlLang } = localeSettings[otherLocale(locale)];
  await expect(link).toHaveAttribute("href", target);
  await expect(link).toHaveAttribute("hreflang", hreflang);
  await expect(link).toHaveAttribute("lang", htmlLang);
}

test.describe("on every page", () => {
  for (const { locale, path, counterpart } of LOCALE_PAGES) {
    test(`${path} links to ${counterpart}, named "${switchLabel(locale)}"`, async ({
      page,
    }, testInfo) => {
      await page.goto(path);
      await waitForHydration(page);
      const nav = await openLocaleHeaderNav(page, testInfo, locale);
      // On a phone the link is the phone menu's; the header's own is for wide screens.
      await expect(nav.getByRole("link", { name: switchLabel(locale), exact: true })).toBeVisible();
      await expectSwitchTo(page, locale, counterpart);
    });
  }
});

test.describe("on an unknown product", () => {
  const [en, de] = STAND_IN_PAGES.filter(({ url }) => url.includes("/solutions/"));
  const cases = [
    { standIn: en, target: localePaths.de.solutions },
    { standIn: de, target: localePaths.en.solutions },
  ];
  for (const { standIn, target } of cases) {
    if (!standIn) continue;
    test(`${standIn.url} links to the other language's products, ${target}`, async ({
      page,
    }, testInfo) => {
      await serveStandIn(page, standIn);
      await page.goto(standIn.url);
      await waitForHydration(page);
      await openLocaleHeaderNav(page, testInfo, standIn.locale);
      await expectSwitchTo(page, standIn.locale, target);
    });
  }
});

// At the desktop's width; on phones the switch is in the menu, followed by the journeys below.
test("is reached with the Tab key and followed with Enter", async ({ page }) => {
  await page.goto(localePaths.en.prices);
  await waitForHydration(page);
  const link = languageSwitch(page, "en");
  let presses = 0;
  // The skip link, the logo and the three header links come first.
  while (!(await link.evaluate((element) => element === document.activeElement))) {
    presses += 1;
    expect(presses, "Tab presses before the language switch").toBeLessThanOrEqual(10);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(localePaths.de.prices);
  await expect(page.locator("html")).toHaveAttribute("lang", localeSettings.de.htmlLang);
});

forEachScriptMode((mode) => {
  const journeys = [
    { from: localePaths.en.prices, locale: "en", to: localePaths.de.prices },
    {
      from: localePaths.de.solution("citros"),
      locale: "de",
      to: localePaths.en.solution("citros"),
    },
    { from: localePaths.de.home, locale: "de", to: localePaths.en.home },
  ] as const;

  for (const { from, locale, to } of journeys) {
    test(
      `takes a visitor from ${from} to ${to}`,
      BOTH_WIDTHS,
      async ({ page, request }, testInfo) => {
        const title = await prerenderedTitle(request, to);
        await openPage(page, from, mode);
        const nav = await openLocaleHeaderNav(page, testInfo, locale);
        await nav.getByRole("link", { name: switchLabel(locale), exact: true }).click();

        await expect(page).toHaveURL(to);
        const html = page.locator("html");
        await expect(html).toHaveAttribute("lang", localeSettings[otherLocale(locale)].htmlLang);
        await expect(page).toHaveTitle(title);
        const heading = page.getByRole("heading", { level: 1 });
        await expect(heading).toBeVisible();
      },
    );
  }
});
