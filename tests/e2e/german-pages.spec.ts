import { expect, test, type Page } from "@playwright/test";
import { recordPageProblems } from "./support/page-errors.ts";
import { PRICE_LANGUAGES, tierLabel } from "./support/price-explorer.ts";
import { waitForHydration } from "./support/site.ts";
import { contentOf, localePaths } from "./support/content.ts";

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

// Its hero title: first-paint.spec.ts; its contacts: layout.spec.ts's footer test.
test("the German home page's product cards and its four values are in German", async ({ page }) => {
  const { home: deHome } = contentOf.de;
  await page.goto(localePaths.de.home);
  const section = page.locator("#solutions");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(deHome.products.heading);
  await expect(section.getByRole("article")).toHaveCount(deHome.cards.length);
  for (const [index, card] of deHome.cards.entries()) {
    const article = section.getByRole("article", { name: card.title, exact: true });
    await expect(article).toContainText(card.description);
    const english = contentOf.en.home.cards[index]?.description ?? "";
    if (english !== card.description) await expect(article).not.toContainText(english);
    await expect(
      article.getByRole("link", {
        name: `${deHome.cardLink.label}${deHome.cardLink.aboutBefore}${card.title}`,
      }),
    ).toHaveAttribute("href", localePaths.de.solution(card.slug));
  }
  const values = deHome.values.items.map((value) => value.title);
  expect(values).toHaveLength(contentOf.en.home.values.items.length);
  await expect(page.locator("#values").getByRole("heading", { level: 3 })).toHaveText(values);
});
