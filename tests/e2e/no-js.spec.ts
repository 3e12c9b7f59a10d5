import { expect, test } from "@playwright/test";
import { localePaths, locales, localeSettings } from "./support/content.ts";
import { pageTypePaths } from "./support/pages.ts";

// Only the price pages ship a module script (scripts.spec.ts; without it: price-explorer.spec.ts),
// and what the inline script does is checked in every script mode (first-paint, composition):
// the other pages must read the same without JavaScript as with it.
const pricePages = new Set<string>(locales.map((locale) => localePaths[locale].prices));
const PATHS = [
  ...pageTypePaths.filter((path) => !pricePages.has(path)),
  ...locales.flatMap((locale) => {
    const { prefix } = localeSettings[locale];
    return [`${prefix}/no/such/page`, `${prefix}/solutions/no-such`];
  }),
];

test.use({ javaScriptEnabled: false });

test("without JavaScript every page but the price list reads as it does with it", async ({
  page,
  browser,
}) => {
  test.slow(); // a walk through many pages, twice
  const { baseURL, reducedMotion } = test.info().project.use;
  const withScripts = await (await browser.newContext({ baseURL, reducedMotion })).newPage();
  for (const path of PATHS) {
    await test.step(path, async () => {
      await page.goto(path);
      await withScripts.goto(path);
      await expect.soft(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      const shown = await page.locator("body").innerText();
      expect.soft(shown, path).toBe(await withScripts.locator("body").innerText());
    });
  }
  await withScripts.context().close();
});
