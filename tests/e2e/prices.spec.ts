import { expect, test } from "@playwright/test";
import { SPEC_VERTICALS } from "./support/site.ts";
import { priceSections, tiers } from "./support/content.ts";

// The English price page as SPEC.md words it. Its sections and prices: the data holds the spec's
// (app/content/content.test.ts), and every table shows the data (price-explorer.spec.ts).
test("the price page as the spec describes it", async ({ page }) => {
  await page.goto("/prices");

  await test.step("the Prices heading, the sections in order, each with a table per offering", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prices");
    // The price sections come in order, among the page's other regions (the explorer, the
    // estimate, the notes).
    const regionIds = await page
      .getByRole("main")
      .getByRole("region")
      .evaluateAll((regions) => regions.map((region) => region.id));
    const sectionIds = priceSections.map((section) => section.id);
    expect(regionIds.filter((id) => sectionIds.includes(id))).toEqual(sectionIds);
    for (const section of priceSections) {
      const region = page.locator(`#${section.id}`);
      await expect(region.getByRole("heading", { level: 2 })).toHaveText(section.heading);
      await expect(region.getByRole("table")).toHaveCount(section.offerings.length);
    }
  });

  await test.step("every price right-aligned", async () => {
    const cells = page.getByRole("table").getByRole("cell");
    const tables = priceSections.flatMap((section) => section.offerings).length;
    await expect(cells).toHaveCount(tables * tiers.length);
    const alignments = await cells.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).textAlign),
    );
    expect(new Set(alignments)).toEqual(new Set(["right"]));
  });

  await test.step("the verticals and the additional modules in the spec's one sentence", async () => {
    const note = page.getByRole("listitem").filter({ hasText: /core editions/ });
    await expect(note).toBeVisible();
    for (const vertical of SPEC_VERTICALS) await expect(note).toContainText(vertical);
    await expect(note).toContainText(
      /core editions, and additional modules are priced the same as the core\.$/,
    );
  });
});
