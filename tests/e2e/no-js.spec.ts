import { expect, test } from "@playwright/test";
import { site } from "~/content/site";
import { productsSection, SPEC_VALUES } from "./support/site";

/** The prerendered HTML alone must carry the content; nothing here may depend on scripts. */
test.use({ javaScriptEnabled: false });

const LEARN_MORE = /^Learn more about /;

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("shows the hero and the trusted-by block", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Tesseris Platform");
    await expect(
      page.getByText("Building better software together.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("TRUSTED BY INNOVATORS", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "The most reliable infra, at the best price" }),
    ).toBeVisible();
  });

  test("lists six ORACLE products and one OpenSky product", async ({ page }) => {
    const products = productsSection(page);
    await expect(products.getByRole("link", { name: LEARN_MORE })).toHaveCount(7);
    await expect(
      products
        .getByRole("list", { name: "ORACLE", exact: true })
        .getByRole("link", { name: LEARN_MORE }),
    ).toHaveCount(6);
    await expect(
      products
        .getByRole("list", { name: "OpenSky", exact: true })
        .getByRole("link", { name: LEARN_MORE }),
    ).toHaveCount(1);
  });

  test("shows the about text and the four values", async ({ page }) => {
    await expect(
      page.getByRole("heading", { name: "What is Tesseris", exact: true }),
    ).toBeVisible();
    for (const value of SPEC_VALUES) {
      await expect(page.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
  });

  test("shows the contacts in the footer", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Contacts", exact: true })).toBeVisible();
    for (const city of ["Vienna", "Belgrade", "Katowice"]) {
      await expect(footer.getByText(city).first()).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: site.phone })).toHaveAttribute("href", /^tel:/);
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  });
});

test("the price list shows all 23 tables", async ({ page }) => {
  await page.goto("/prices");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prices");
  await expect(page.getByRole("table")).toHaveCount(23);
});

test("a product page shows its title and key features", async ({ page }) => {
  await page.goto("/solutions/citros");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Citros");
  await expect(page.getByRole("heading", { name: "Key Features", exact: true })).toBeVisible();
});

test("the not-found page shows its message", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
});
