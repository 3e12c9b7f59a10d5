import { expect, test } from "@playwright/test";
import { contentOf, localePaths, locales, localeSettings } from "./support/content.ts";
import { recordPageProblems } from "./support/page-errors.ts";
import { waitForHydration } from "./support/site.ts";

/** What Chromium logs for any 404 answer; the page logs its own line too (SPEC.md §8). */
const STATUS_404_LOGGED =
  "error: Failed to load resource: the server responded with a status of 404 (Not Found)";

// The server sends the page of the path's language: the other one would throw React error #418.
for (const locale of locales) {
  const paths = localePaths[locale];
  const { chrome, solution } = contentOf[locale];
  const { errors, contactFab } = chrome.ui;
  const missing = `${localeSettings[locale].prefix}/no/such/page`;
  const lang = localeSettings[locale].htmlLang;

  test(`an unknown ${locale} path, or product, answers 404 with its page, which logs the path and leads home`, async ({
    page,
  }) => {
    const problems = recordPageProblems(page);

    await test.step(`${missing}: the not-found page, without the site chrome`, async () => {
      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(errors.notFound.title);
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.getByRole("link", { name: contactFab.label })).toHaveCount(0);
      const logged = [STATUS_404_LOGGED, `error: 404: no page exists at ${missing}`];
      await expect.poll(() => problems).toEqual(logged);
    });

    await test.step(`${errors.homeLink} goes to the home page`, async () => {
      await page.getByRole("link", { name: errors.homeLink }).click();
      await expect(page).toHaveURL(paths.home);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("banner")).toBeVisible();
    });

    await test.step(`${paths.solution("nope")}: the product-not-found page`, async () => {
      problems.length = 0;
      const response = await page.goto(paths.solution("nope"));
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(solution.notFound.title);
      await expect(
        page.getByRole("link", { name: solution.notFound.backToProducts }),
      ).toHaveAttribute("href", paths.solutions);
      await expect.poll(() => problems).toEqual([STATUS_404_LOGGED]);
    });
  });
}
