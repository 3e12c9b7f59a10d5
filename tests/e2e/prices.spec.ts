import { expect, test, type Locator } from "@playwright/test";
import { SPEC_VERTICALS } from "./support/site.ts";
import { SPEC_PRICES } from "../spec-prices.ts";
import { priceSections } from "./support/content.ts";

/** The sections of CONTENT.md, in page order. */
const SECTIONS = [
  { id: "identity", heading: "Identity" },
  { id: "bop", heading: "BOP" },
  { id: "subopiere", heading: "SUBOPiere" },
] as const;

const TIER_LABELS = [
  "0 – 5,000 registered users",
  "5,000 – 10,000 registered users",
  "10,000 – 50,000 registered users",
  "50,000+ registered users",
];

const TABLE_COUNT = 23;

// The English price page as SPEC.md words it; every table in both languages: price-explorer.spec.ts.
test("the price page as the spec describes it", async ({ page }) => {
  await page.goto("/prices");

  await test.step("the Prices heading and the three sections in order", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prices");
    // The price sections come in the spec's order, among the page's other regions (the explorer,
    // the estimate, the notes).
    const regionIds = await page
      .getByRole("main")
      .getByRole("region")
      .evaluateAll((regions) => regions.map((region) => region.id));
    const sectionIds = SECTIONS.map((section) => section.id);
    expect(regionIds.filter((id) => (sectionIds as string[]).includes(id))).toEqual(sectionIds);
    for (const section of SECTIONS) {
      const region = page.locator(`#${section.id}`);
      await expect(region.getByRole("heading", { level: 2 })).toHaveText(section.heading);
    }
  });

  await test.step("one table per offering, 23 in all, each in its section", async () => {
    await expect(page.getByRole("table")).toHaveCount(TABLE_COUNT);
    for (const section of priceSections) {
      const region = page.getByRole("region", { name: section.heading, exact: true });
      await expect(region.getByRole("table")).toHaveCount(section.offerings.length);
    }
  });

  await test.step("the list prices stated in the spec", async () => {
    const offerings = priceSections.flatMap((section) => section.offerings);
    for (const [id, prices] of Object.entries(SPEC_PRICES)) {
      const title = offerings.find((offering) => offering.id === id)?.title ?? id;
      await expectPriceTable(
        page.getByRole("table", { name: title, exact: true }),
        prices.map((price) => thousands(price)),
      );
    }
  });

  await test.step("every price right-aligned", async () => {
    const cells = page.getByRole("table").getByRole("cell");
    await expect(cells).toHaveCount(TABLE_COUNT * TIER_LABELS.length);
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

/** A whole number with en-US thousands separators, e.g. 1600000 → "1,600,000". */
function thousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** The table's header row, then one row per tier: its label as row header and its price. */
async function expectPriceTable(table: Locator, prices: readonly string[]): Promise<void> {
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText(["Metric", "List Price (EUR)"]);
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(1 + TIER_LABELS.length);
  for (const [index, label] of TIER_LABELS.entries()) {
    const row = rows.nth(index + 1);
    await expect(row.getByRole("rowheader")).toHaveText(label);
    await expect(row.getByRole("cell")).toHaveText(prices[index] ?? "(no price expected)");
  }
}
