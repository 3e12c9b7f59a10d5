import { expect, test } from "@playwright/test";
import { localeOf, localeSettings } from "./support/content.ts";
import { recordPageProblems } from "./support/page-errors.ts";
import { pageTypePaths } from "./support/pages.ts";
import { waitForHydration } from "./support/site.ts";

// `npm run test:quick`'s browser check, in seconds; the full suite holds each behaviour in detail.
test("one page of each kind opens whole in every language, with nothing on the console", async ({
  page,
}) => {
  const problems = recordPageProblems(page);
  for (const path of pageTypePaths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      await waitForHydration(page);
      await expect
        .soft(page.locator("html"), path)
        .toHaveAttribute("lang", localeSettings[localeOf(path)].htmlLang);
      await expect.soft(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    });
  }
  expect(problems).toEqual([]);
});
