import { expect, test } from "@playwright/test";
import { contentOf, localePaths, locales, localeSettings } from "./support/content.ts";
import { productsSection, SPEC_VALUES } from "./support/site.ts";

/** The prerendered HTML alone must carry the content; nothing here may depend on scripts. */
test.use({ javaScriptEnabled: false });

// The phone menu and hash links: first-paint.spec.ts; the price tables: price-explorer.spec.ts;
// the footer, the same static HTML on every page: layout.spec.ts.

for (const locale of locales) {
  const paths = localePaths[locale];
  const { chrome, home, products, solution } = contentOf[locale];
  const { site, ui } = chrome;
  const learnMore = new RegExp(`^${home.cardLink.label}${home.cardLink.aboutBefore}`);

  // One browser page reads the language's pages in turn; each page is a step.
  test(`without JavaScript, the ${locale} pages show their content`, async ({ page }) => {
    // A walk through many pages: each would be a test of its own but for the cost of one here.
    test.slow();
    await test.step(`${paths.home} is in its language and shows the hero and the trusted-by block`, async () => {
      await page.goto(paths.home);
      await expect(page.locator("html")).toHaveAttribute("lang", localeSettings[locale].htmlLang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(site.hero.title);
      await expect(page.getByText(site.hero.subtitle, { exact: true })).toBeVisible();
      await expect(page.getByText(home.trusted.eyebrow, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: home.trusted.heading })).toBeVisible();
    });

    await test.step(`${paths.home} lists six ORACLE products and one OpenSky product`, async () => {
      const section = productsSection(page);
      await expect(section.getByRole("link", { name: learnMore })).toHaveCount(7);
      await expect(
        section
          .getByRole("list", { name: "ORACLE", exact: true })
          .getByRole("link", { name: learnMore }),
      ).toHaveCount(6);
      await expect(
        section
          .getByRole("list", { name: "OpenSky", exact: true })
          .getByRole("link", { name: learnMore }),
      ).toHaveCount(1);
    });

    await test.step(`${paths.home} shows the about text and the four values`, async () => {
      await expect(
        page.getByRole("heading", { name: home.about.heading, exact: true }),
      ).toBeVisible();
      const values = home.values.items.map((value) => value.title);
      // The English titles are the spec's own words; German has its four too.
      if (locale === "en") expect(values).toEqual([...SPEC_VALUES]);
      expect(values).toHaveLength(SPEC_VALUES.length);
      for (const value of values) {
        await expect(page.getByRole("heading", { name: value, exact: true })).toBeVisible();
      }
    });

    await test.step("the product pages show their title and key features", async () => {
      for (const product of products) {
        await page.goto(paths.solution(product.slug));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
        await expect(
          page.getByRole("heading", { name: solution.keyFeatures, exact: true }),
        ).toBeVisible();
      }
    });

    await test.step("the not-found page shows its message", async () => {
      // The stand-in the server sends for unknown paths of this language (server.spec.ts holds
      // which path gets which stand-in, with status 404).
      await page.goto(paths.notFound);
      await expect(page.getByRole("heading", { name: ui.errors.notFound.title })).toBeVisible();
      await expect(page.getByRole("link", { name: ui.errors.homeLink })).toHaveAttribute(
        "href",
        paths.home,
      );
    });

    await test.step("the unknown-product page shows its message", async () => {
      await page.goto(paths.unknownSolution);
      await expect(page.getByText(solution.notFound.title, { exact: true })).toBeVisible();
      await expect(
        page.getByRole("link", { name: solution.notFound.backToProducts }),
      ).toHaveAttribute("href", paths.solutions);
    });
  });
}
