import { expect, test } from "@playwright/test";
import { pagePaths } from "~/content/pages";
import { MENU_CLOSE_DELAY_MS, PUZZLE_SHAPE_COUNT } from "~/content/constants";
import { pauseClock } from "./support/clock";
import { openHeaderNav, waitForHydration } from "./support/site";
import { recordPageProblems } from "./support/page-errors";
import { horizontalOverflow, isPhone } from "./support/viewport";

test.describe("every page of the site layout", () => {
  for (const path of pagePaths) {
    test(`${path} has the shared layout, no sideways scroll and no console noise`, async ({
      page,
    }) => {
      const problems = recordPageProblems(page);
      await page.goto(path);
      await waitForHydration(page);

      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Tesseris" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("contentinfo")).toContainText(
        `© ${new Date().getFullYear()} Tesseris GmbH`,
      );
      const legal = page.getByRole("navigation", { name: "Legal" });
      for (const label of ["Terms", "Privacy", "Security"]) {
        await expect(legal.getByRole("link", { name: label })).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute(
        "href",
        "mailto:office@tesseris.example",
      );
      const shapes = page.locator(".puzzle-shape");
      await expect(shapes).toHaveCount(PUZZLE_SHAPE_COUNT);
      await expect(shapes.first().locator("xpath=ancestor::*[@aria-hidden='true']")).toHaveCount(1);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });
  }
});

test.describe("header", () => {
  test("links Products and About into the home page and marks Prices as current there", async ({
    page,
  }, testInfo) => {
    await page.goto("/prices");
    const nav = await openHeaderNav(page, testInfo);
    await expect(nav.getByRole("link", { name: "Products" })).toHaveAttribute(
      "href",
      "/#solutions",
    );
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/#about");
    const prices = nav.getByRole("link", { name: "Prices" });
    await expect(prices).toHaveAttribute("href", "/prices");
    await expect(prices).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Products" })).not.toHaveAttribute("aria-current");
  });

  test("does not mark Prices as current on other pages", async ({ page }, testInfo) => {
    await page.goto("/");
    const nav = await openHeaderNav(page, testInfo);
    await expect(nav.getByRole("link", { name: "Prices" })).not.toHaveAttribute("aria-current");
  });

  test("shows the partner badge", async ({ page }, testInfo) => {
    await page.goto("/");
    await openHeaderNav(page, testInfo);
    await expect(
      page.getByText("Oracle Partner", { exact: true }).locator("visible=true"),
    ).toHaveCount(1);
  });
});

// Opening, closing, Escape and the links of the phone menu, in every script mode: first-paint.spec.ts.
test(`phone menu closes ${MENU_CLOSE_DELAY_MS} ms after a link is chosen`, async ({ page }) => {
  test.skip(!isPhone(test.info()), "the menu button is for phones");
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  await pauseClock(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menu.getByRole("link", { name: "Prices" }).click();
  await expect(page).toHaveURL(/\/prices$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prices");

  await page.clock.runFor(MENU_CLOSE_DELAY_MS - 1);
  await expect(menu).toBeVisible();
  await page.clock.runFor(1);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
});

test.describe("footer", () => {
  test("on home shows the contacts, brand text and link columns", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const contacts = footer.getByRole("region", { name: "Contacts" });
    await expect(contacts).toContainText("Vienna, Austria");
    await expect(contacts).toContainText("Belgrade, Serbia");
    await expect(contacts).toContainText("Katowice, Poland");
    await expect(contacts).toContainText("Musterstraße 1");
    await expect(contacts).toContainText("1010 Vienna, Austria");
    await expect(contacts.getByRole("link", { name: "+43 1 234 5678" })).toHaveAttribute(
      "href",
      "tel:+4312345678",
    );
    await expect(contacts.getByRole("link", { name: "office@tesseris.example" })).toHaveAttribute(
      "href",
      "mailto:office@tesseris.example",
    );
    await expect(contacts.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
      "href",
      "mailto:office@tesseris.example",
    );

    const platform = footer.getByRole("navigation", { name: "Platform" });
    await expect(platform.getByRole("link")).toHaveText(["Products", "About", "Contact"]);
    await expect(platform.getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "/#contact",
    );
    const resources = footer.getByRole("navigation", { name: "Resources" });
    await expect(resources.getByRole("link")).toHaveText(["Pricing", "Values"]);
    await expect(resources.getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "href",
      "/prices",
    );
  });

  test("elsewhere shows only the bottom bar", async ({ page }) => {
    await page.goto("/prices");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("region", { name: "Contacts" })).toHaveCount(0);
    await expect(footer.getByRole("navigation", { name: "Platform" })).toHaveCount(0);
    await expect(footer.getByRole("navigation", { name: "Legal" })).toBeVisible();
  });

  test("legal links open real pages", async ({ page }) => {
    await page.goto("/");
    const legal = page.getByRole("navigation", { name: "Legal" });
    for (const [label, heading] of [
      ["Terms", "Terms of use"],
      ["Privacy", "Privacy"],
      ["Security", "Security"],
    ] as const) {
      await legal.getByRole("link", { name: label }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  });
});
