import { expect, test, type Page } from "@playwright/test";
import { recordPageProblems } from "./support/page-errors.ts";
import { PRICE_LANGUAGES, tierLabel } from "./support/price-explorer.ts";
import { waitForHydration } from "./support/site.ts";

// Issue 9, items 5 and 6. Every price and tier label in each language's format, prerendered:
// price-explorer.spec.ts; here the hydrated page keeps those very characters.

/** `main`'s prerendered text, parsed on a blank page: the site's Trusted Types refuse DOMParser. */
async function prerenderedMainText(page: Page, html: string): Promise<string | null> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      (source) =>
        new DOMParser().parseFromString(source, "text/html").querySelector("main")?.textContent ??
        null,
      html,
    );
  } finally {
    await blank.close();
  }
}

for (const language of PRICE_LANGUAGES) {
  test(`${language.path} hydrates to the very text it was prerendered with`, async ({ page }) => {
    const problems = recordPageProblems(page);
    const response = await page.goto(language.path);
    const html = (await response?.text()) ?? "";
    await waitForHydration(page);
    const prerendered = await prerenderedMainText(page, html);
    expect(prerendered).toContain(tierLabel("over50k", language));
    expect(await page.locator("main").textContent()).toBe(prerendered);
    // React reports a text mismatch as error #418 or #425 in production builds.
    expect(problems).toEqual([]);
  });
}
