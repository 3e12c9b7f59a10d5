import { expect, test } from "@playwright/test";
import { contentOf, localePaths, locales, localeSettings, type Locale } from "./support/content";
import { learnMoreLink, SPEC_VERTICALS, waitForHydration } from "./support/site";

const { site } = contentOf.en.chrome;

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

/** The heading of a product's extra section in a language (the English ones are the spec's). */
function sectionHeading(locale: Locale, slug: string, id: string): string {
  const product = contentOf[locale].products.find((entry) => entry.slug === slug);
  const heading = product?.extraSections?.find((section) => section.id === id)?.heading;
  if (!heading) throw new Error(`no section ${id} on ${slug} in ${locale}`);
  return heading;
}

for (const locale of locales) {
  const paths = localePaths[locale];
  const { products: pages, solution } = contentOf[locale];
  const verticalsHeading = sectionHeading(locale, ERP_SLUG, "verticals");
  const bopHeading = sectionHeading(locale, BOP_SLUG, "how-bop-fits");

  for (const product of pages) {
    // One page load per product; each part of the page is a step of its own.
    test(`${product.title} (${locale}) shows its page`, async ({ page }) => {
      await page.goto(paths.solution(product.slug));

      await test.step("the title, description and long description", async () => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
        await expect.poll(() => page.title()).toContain(product.title);
        await expect(page.getByText(product.description, { exact: true })).toBeVisible();
        expect(product.longDescription?.length).toBeGreaterThan(0);
        for (const paragraph of product.longDescription ?? []) {
          await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
        }
        await expect(page.getByText(solution.comingSoon)).toHaveCount(0);
      });

      await test.step("the key features", async () => {
        const features = page.getByRole("region", { name: solution.keyFeatures, exact: true });
        await expect(features.getByRole("heading", { level: 2 })).toHaveText(solution.keyFeatures);
        await expect(features.getByRole("heading", { level: 3 })).toHaveText(
          product.features.map((feature) => feature.title),
        );
      });

      await test.step("the product's layout and extra sections", async () => {
        await expect(page.getByRole("main").getByRole("article")).toHaveAttribute(
          "data-layout",
          LAYOUTS[product.slug] ?? "standard",
        );
        await expect(page.getByRole("region", { name: verticalsHeading, exact: true })).toHaveCount(
          product.slug === ERP_SLUG ? 1 : 0,
        );
        await expect(page.getByRole("region", { name: bopHeading, exact: true })).toHaveCount(
          product.slug === BOP_SLUG ? 1 : 0,
        );
      });

      await test.step("a hero image only where the product has one", async () => {
        const images = page.getByRole("main").getByRole("img");
        await expect(images).toHaveCount(WITH_HERO_IMAGE.has(product.slug) ? 1 : 0);
        if (!WITH_HERO_IMAGE.has(product.slug)) return;
        await expect(images).toBeVisible();
        await expect(images).toHaveAttribute("alt", product.heroImage?.alt ?? /\S/);
        await expect(images).toHaveAttribute("width", /^\d+$/);
        await expect(images).toHaveAttribute("height", /^\d+$/);
        await expect
          .poll(() => images.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
      });

      await test.step("a way back home", async () => {
        await expect(page.getByRole("link", { name: solution.backToHome })).toHaveAttribute(
          "href",
          paths.home,
        );
      });
    });
  }
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

test("the German SUBOPiere and BOP pages show their sections in German", async ({ page }) => {
  const erp = contentOf.de.products.find((product) => product.slug === ERP_SLUG);
  const verticalsSection = erp?.extraSections?.find((section) => section.id === "verticals");
  expect(verticalsSection?.items).toHaveLength(SPEC_VERTICALS.length);
  await page.goto(localePaths.de.solution(ERP_SLUG));
  const verticals = page.getByRole("region", { name: verticalsSection?.heading, exact: true });
  await expect(verticals.getByRole("heading", { level: 3 })).toHaveText(
    verticalsSection?.items.map((item) => item.title) ?? [],
  );

  await page.goto(localePaths.de.solution(BOP_SLUG));
  const heading = sectionHeading("de", BOP_SLUG, "how-bop-fits");
  const section = page.getByRole("region", { name: heading, exact: true });
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(heading);
  await expect(section.getByRole("listitem")).not.toHaveCount(0);
});

for (const locale of locales) {
  const paths = localePaths[locale];
  const { products: pages, solution } = contentOf[locale];

  for (const product of pages) {
    test(`Learn more on ${paths.home} opens ${product.title}`, async ({ page }) => {
      await page.goto(paths.home);
      await learnMoreLink(page, product.title, locale).click();

      await expect(page).toHaveURL(paths.solution(product.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
    });
  }

  test(`an unknown product under ${paths.home} answers 404 in its language with a way back to the products`, async ({
    page,
  }) => {
    const response = await page.goto(paths.solution("does-not-exist"));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);

    await expect(page.locator("html")).toHaveAttribute("lang", localeSettings[locale].htmlLang);
    await expect(page.getByText(solution.notFound.title, { exact: true })).toBeVisible();
    await expect(
      page.getByRole("link", { name: solution.notFound.backToProducts }),
    ).toHaveAttribute("href", paths.solutions);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}
