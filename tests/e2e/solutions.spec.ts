import { expect, test } from "@playwright/test";
import { contentOf, localePaths } from "./support/content.ts";
import { SPEC_VERTICALS } from "./support/site.ts";

const ERP_SLUG = "subopiere-su-bop-erp";
const BOP_SLUG = "tesseris-business-operations-platform-bop";

/** The heading of a product's extra section (the spec's words). */
function sectionHeading(slug: string, id: string): string {
  const product = contentOf.en.products.find((entry) => entry.slug === slug);
  const heading = product?.extraSections?.find((section) => section.id === id)?.heading;
  if (!heading) throw new Error(`no section ${id} on ${slug}`);
  return heading;
}

// In English: German pages are the same components in other words (pseudo-locale.spec.ts, visual).
const paths = localePaths.en;
const { products: pages, solution } = contentOf.en;
const verticalsHeading = sectionHeading(ERP_SLUG, "verticals");
const bopHeading = sectionHeading(BOP_SLUG, "how-bop-fits");

// Each card's link to its page: home.spec.ts, and in German the links crawl; a 404: server.spec.ts.
test("every product page shows its product, and leads back home", async ({ page }) => {
  test.slow(); // a walk through seven pages
  for (const product of pages) {
    await page.goto(paths.solution(product.slug));

    await test.step(`${product.title}: the title, description and long description`, async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
      await expect.poll(() => page.title()).toContain(product.title);
      await expect(page.getByText(product.description, { exact: true })).toBeVisible();
      expect(product.longDescription?.length).toBeGreaterThan(0);
      for (const paragraph of product.longDescription ?? []) {
        await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
      }
      await expect(page.getByText(solution.comingSoon)).toHaveCount(0);
    });

    await test.step(`${product.title}: the key features`, async () => {
      const features = page.getByRole("region", { name: solution.keyFeatures, exact: true });
      await expect(features.getByRole("heading", { level: 2 })).toHaveText(solution.keyFeatures);
      await expect(features.getByRole("heading", { level: 3 })).toHaveText(
        product.features.map((feature) => feature.title),
      );
    });

    await test.step(`${product.title}: the product's layout and extra sections`, async () => {
      // Which product has which layout and hero image: app/content/content.test.ts.
      await expect(page.getByRole("main").getByRole("article")).toHaveAttribute(
        "data-layout",
        product.layout,
      );
      const verticals = page.getByRole("region", { name: verticalsHeading, exact: true });
      await expect(verticals).toHaveCount(product.slug === ERP_SLUG ? 1 : 0);
      const bop = page.getByRole("region", { name: bopHeading, exact: true });
      await expect(bop).toHaveCount(product.slug === BOP_SLUG ? 1 : 0);
      if (product.slug === ERP_SLUG) {
        // The eight verticals, in the spec's own words.
        const items =
          product.extraSections?.find((section) => section.id === "verticals")?.items ?? [];
        expect(items).toHaveLength(SPEC_VERTICALS.length);
        await expect(verticals.getByRole("heading", { level: 2 })).toHaveText(verticalsHeading);
        await expect(verticals.getByRole("heading", { level: 3 })).toHaveText([...SPEC_VERTICALS]);
      }
      if (product.slug === BOP_SLUG) {
        await expect(bop.getByRole("heading", { level: 2 })).toHaveText(bopHeading);
        await expect(bop.getByRole("listitem")).not.toHaveCount(0);
      }
    });

    await test.step(`${product.title}: a hero image only where the product has one`, async () => {
      const images = page.getByRole("main").getByRole("img");
      await expect(images).toHaveCount(product.heroImage ? 1 : 0);
      if (!product.heroImage) return;
      await expect(images).toBeVisible();
      await expect(images).toHaveAttribute("alt", product.heroImage?.alt ?? /\S/);
      await expect(images).toHaveAttribute("width", /^\d+$/);
      await expect(images).toHaveAttribute("height", /^\d+$/);
      await expect
        .poll(() => images.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    });

    await test.step(`${product.title}: a way back home`, async () => {
      await expect(page.getByRole("link", { name: solution.backToHome })).toHaveAttribute(
        "href",
        paths.home,
      );
    });
  }

  await test.step(`${solution.backToHome} returns to the home page`, async () => {
    await page.getByRole("link", { name: solution.backToHome }).click();
    await expect(page).toHaveURL(paths.home);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
      contentOf.en.chrome.site.hero.title,
    );
  });
});
