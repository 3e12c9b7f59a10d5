import { expect, test } from "@playwright/test";
import { contentOf } from "./support/content.ts";
import { localePaths } from "~/content/paths";
import { BOTH_WIDTHS } from "./support/viewport.ts";

const { products } = contentOf.en;

const paths = localePaths.en;

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  // The parts of the home page the spec describes, each a step of one page load.
  test("the home page as the spec describes it", async ({ page }) => {
    await test.step("the hero title, subtitle and the trusted block", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
        "The Tesseris Platform",
      );
      await expect(page.getByText("Building better software together.")).toBeVisible();
      const trusted = page.getByText("TRUSTED BY INNOVATORS");
      await trusted.scrollIntoViewIfNeeded();
      await expect(trusted).toBeVisible();
      await expect(
        page.getByRole("heading", { name: "The most reliable infra, at the best price" }),
      ).toBeVisible();
    });

    await test.step("the platform overview plays in a dialog that closes again", async () => {
      const play = page.getByRole("button", { name: "Play the platform overview" });
      await play.click();
      const dialog = page.getByRole("dialog", { name: "The platform in four layers" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("listitem")).toHaveCount(4);
      await dialog.getByRole("button", { name: "Close overview" }).click();
      await expect(dialog).toBeHidden();

      await play.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    await test.step("the products grouped under ORACLE (six cards) and OpenSky (one card)", async () => {
      const section = page.locator("#solutions");
      await expect(section.getByRole("heading", { level: 2 })).toHaveText("Products");
      const oracle = section.getByRole("list", { name: "ORACLE" });
      const openSky = section.getByRole("list", { name: "OpenSky" });
      const byCategory = (category: string) =>
        products.filter((product) => product.category === category).map((product) => product.title);

      await expect(oracle.getByRole("heading", { level: 4 })).toHaveText(byCategory("ORACLE"));
      await expect(openSky.getByRole("heading", { level: 4 })).toHaveText(byCategory("OpenSky"));
      for (const product of products) {
        // Each card is named by its heading.
        const card = section.getByRole("article", { name: product.title, exact: true });
        await expect(card).toContainText(product.description);
        const learnMore = card.getByRole("link", { name: `Learn more about ${product.title}` });
        await expect(learnMore).toHaveText(/^Learn more/);
        await expect(learnMore).toHaveAttribute("href", paths.solution(product.slug));
      }
    });

    await test.step("what Tesseris is, and the four values", async () => {
      await expect(page.locator("#about").getByRole("heading", { level: 2 })).toHaveText(
        "What is Tesseris",
      );
      const values = page.locator("#values");
      await expect(values.getByRole("heading", { level: 3 })).toHaveText([
        "Reduced initial investment",
        "Reduced requirements for skilled staff",
        "Faster implementation",
        "Simplified support",
      ]);
      await expect(values.getByRole("listitem").nth(0)).toContainText("more than 50 percent");
      await expect(values.getByRole("listitem").nth(2)).toContainText("2 to 3 months");
    });
  });

  test(
    "lays the ORACLE cards out in a grid on wide screens",
    BOTH_WIDTHS,
    async ({ page }, testInfo) => {
      const cards = page.getByRole("list", { name: "ORACLE" }).getByRole("article");
      const tops = await cards.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      const rows = new Set(tops).size;
      expect(rows).toBe(testInfo.project.name === "desktop" ? 2 : 6);
    },
  );
});
