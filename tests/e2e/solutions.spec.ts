import { expect, test, type Page } from "@playwright/test";
import { productPages as products } from "~/content/product-details";
import { site } from "~/content/site";
import { learnMoreLink, SPEC_VERTICALS, waitForHydration } from "./support/site";

const ERP_SLUG = "subopiere-su-bop-erp";
const BOP_SLUG = "tesseris-business-operations-platform-bop";
const CITROS_SLUG = "citros";

/** CONTENT.md: ERP, BOP and Citros have layouts of their own; the other four share one. */
const LAYOUTS: Record<string, string> = {
  [ERP_SLUG]: "erp",
  [BOP_SLUG]: "bop",
  [CITROS_SLUG]: "citros",
};

/** CONTENT.md: only the ERP and BOP pages have a hero image. */
const WITH_HERO_IMAGE = new Set<string>([ERP_SLUG, BOP_SLUG]);

for (const product of products) {
  test.describe(product.title, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/solutions/${product.slug}`);
    });

    test("shows the title, description and long description", async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
      await expect.poll(() => page.title()).toContain(product.title);
      await expect(page.getByText(product.description, { exact: true })).toBeVisible();
      expect(product.longDescription?.length).toBeGreaterThan(0);
      for (const paragraph of product.longDescription ?? []) {
        await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
      }
      await expect(page.getByText("Detailed content coming soon.")).toHaveCount(0);
    });

    test("lists the key features", async ({ page }) => {
      const features = page.getByRole("region", { name: "Key Features", exact: true });
      await expect(features.getByRole("heading", { level: 2 })).toHaveText("Key Features");
      await expect(features.getByRole("heading", { level: 3 })).toHaveText(
        product.features.map((feature) => feature.title),
      );
    });

    test("uses the product's layout and extra sections", async ({ page }) => {
      await expect(page.getByRole("main").getByRole("article")).toHaveAttribute(
        "data-layout",
        LAYOUTS[product.slug] ?? "standard",
      );
      await expect(page.getByRole("region", { name: "Verticals", exact: true })).toHaveCount(
        product.slug === ERP_SLUG ? 1 : 0,
      );
      await expect(page.getByRole("region", { name: "How BOP fits", exact: true })).toHaveCount(
        product.slug === BOP_SLUG ? 1 : 0,
      );
    });

    test("shows a hero image only where the product has one", async ({ page }) => {
      const images = page.getByRole("main").getByRole("img");
      if (!WITH_HERO_IMAGE.has(product.slug)) {
        await expect(images).toHaveCount(0);
        return;
      }
      await expect(images).toHaveCount(1);
      await expect(images).toBeVisible();
      await expect(images).toHaveAttribute("alt", /\S/);
      await expect(images).toHaveAttribute("width", /^\d+$/);
      await expect(images).toHaveAttribute("height", /^\d+$/);
      await expect
        .poll(() => images.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    });

    test("offers a way back home", async ({ page }) => {
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    });
  });
}

test("the SUBOPiere page lists the eight verticals", async ({ page }) => {
  await page.goto(`/solutions/${ERP_SLUG}`);
  const verticals = page.getByRole("region", { name: "Verticals", exact: true });
  await expect(verticals.getByRole("heading", { level: 2 })).toHaveText("Verticals");
  await expect(verticals.getByRole("heading", { level: 3 })).toHaveText([...SPEC_VERTICALS]);
});

test("the BOP page explains how BOP fits", async ({ page }) => {
  await page.goto(`/solutions/${BOP_SLUG}`);
  const section = page.getByRole("region", { name: "How BOP fits", exact: true });
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("How BOP fits");
  await expect(section.getByRole("listitem")).not.toHaveCount(0);
});

test("Back to Home returns to the home page", async ({ page }) => {
  await page.goto(`/solutions/${BOP_SLUG}`);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.hero.title);
});

for (const product of products) {
  test(`Learn more on the home page opens ${product.title} in place`, async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await markDocument(page);

    await learnMoreLink(page, product.title).click();

    await expect(page).toHaveURL(`/solutions/${product.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
    expect(await isSameDocument(page), "navigated without reloading the page").toBe(true);
  });
}

test("an unknown product answers 404 with a way back to the products", async ({ page }) => {
  const response = await page.goto("/solutions/does-not-exist");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);

  await expect(page.getByText("Solution not found.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Products" })).toHaveAttribute(
    "href",
    "/#solutions",
  );
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

type MarkedWindow = Window & { e2eDocumentMark?: boolean };

/** Leaves a mark on the current document; a full page load wipes it out. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as MarkedWindow).e2eDocumentMark = true;
  });
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as MarkedWindow).e2eDocumentMark === true);
}
