import { describe, expect, it } from "vitest";
import { priceSections, tiers } from "./price-list";
import { priceNotes } from "./prices";
import { productPages as products } from "./product-details";
import { products as productSummaries } from "./products";
import { categories } from "./types";

// Copied by hand from SPEC.md §3 and §9 and CONTENT.md, so a slip in the content modules shows here.
const SPEC_PRODUCTS = [
  ["subopiere-su-bop-erp", "SUBOPiere – SU BOP ERP", "ORACLE"],
  [
    "tesseris-business-operations-platform-bop",
    "Tesseris Business Operations Platform (BOP)",
    "ORACLE",
  ],
  ["tesseris-accounting-reporting-hr", "Tesseris Accounting, Reporting & HR", "ORACLE"],
  ["tesseris-udm-plm-unified-data-model", "Tesseris UDM/PLM – Unified Data Model", "ORACLE"],
  [
    "tesseris-bi-material-flow-reporting-for-oebs",
    "Tesseris BI & Material Flow Reporting for OEBS",
    "ORACLE",
  ],
  ["tesseris-fund-accounting", "Tesseris Fund Accounting", "ORACLE"],
  ["citros", "Citros", "OpenSky"],
];

/** Lower-case words of letters and digits joined by single hyphens: safe in a URL as it stands. */
const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

const SPEC_PRICES: Record<string, [string, number[]][]> = {
  identity: [["Identity Manager Connectors Pack", [50000, 100000, 190000, 340000]]],
  bop: [
    ["BOP Security core", [40000, 80000, 135000, 240000]],
    ["BOP Enterprise core", [250000, 450000, 800000, 1600000]],
    ["BOP Management", [30000, 60000, 120000, 220000]],
    ["BOP In-Memory", [90000, 160000, 300000, 550000]],
    ["BOP Multitenant", [100000, 180000, 350000, 600000]],
    ["BOP BPM", [400000, 750000, 1400000, 2700000]],
    ["BOP ETL", [110000, 200000, 390000, 700000]],
    ["BOP BI Reporting", [450000, 850000, 1650000, 3200000]],
    ["BOP Lite Cache", [2000, 4000, 7500, 14000]],
    ["BOP Enterprise Cache", [60000, 110000, 200000, 350000]],
    ["BOP Grid Cache", [15000, 25000, 50000, 90000]],
    ["BOP Mobile", [100000, 190000, 350000, 680000]],
    ["BOP Identity", [50000, 100000, 190000, 340000]],
    ["Golden Gate Internal and External (both BOP and SUBOPiere)", [20000, 40000, 80000, 160000]],
  ],
  subopiere: [
    ["SUBOPiere Entry", [40000, 80000, 135000, 240000]],
    ["SUBOPiere Basic", [80000, 160000, 270000, 480000]],
    ["SUBOPiere Corporate", [100000, 210000, 420000, 840000]],
    ["SUBOPiere Diagnostics & Tuning", [30000, 60000, 125000, 250000]],
    ["SUBOPiere Multitenancy", [100000, 180000, 350000, 600000]],
    ["SUBOPiere Data Masking & Subsetting", [50000, 100000, 200000, 400000]],
    ["SUBOPiere Java Engine", [25000, 45000, 80000, 160000]],
    ["SUBOPiere Reporting", [45000, 85000, 150000, 290000]],
  ],
};

describe("products", () => {
  it("are the seven of the spec, in order, with their slugs, titles and categories", () => {
    expect(products.map((p) => [p.slug, p.title, p.category])).toEqual(SPEC_PRODUCTS);
  });

  it("are seven, with unique kebab-case slugs, on the home page and as pages alike", () => {
    const slugs = products.map((p) => p.slug);
    expect(slugs).toHaveLength(7);
    expect(duplicates(slugs)).toEqual([]);
    for (const slug of slugs) expect(slug).toMatch(KEBAB_CASE);
    expect(productSummaries.map((p) => p.slug)).toEqual(slugs);
  });

  it("group as six ORACLE and one OpenSky, the only two categories", () => {
    expect(categories).toEqual(["ORACLE", "OpenSky"]);
    expect(products.filter((p) => p.category === "ORACLE")).toHaveLength(6);
    expect(products.filter((p) => p.category === "OpenSky").map((p) => p.slug)).toEqual(["citros"]);
  });

  it("each have a long description and four to eight key features", () => {
    for (const product of products) {
      expect(product.longDescription?.length, product.slug).toBeGreaterThan(0);
      expect(product.features.length, product.slug).toBeGreaterThanOrEqual(4);
      expect(product.features.length, product.slug).toBeLessThanOrEqual(8);
    }
  });

  it("give hero images to ERP and BOP only, and the extra sections to their pages", () => {
    const withImage = products.filter((p) => p.heroImage).map((p) => p.slug);
    expect(withImage).toEqual([
      "subopiere-su-bop-erp",
      "tesseris-business-operations-platform-bop",
    ]);
    const extras = products.flatMap((p) => (p.extraSections ?? []).map((s) => [p.slug, s.heading]));
    expect(extras).toEqual([
      ["subopiere-su-bop-erp", "Verticals"],
      ["tesseris-business-operations-platform-bop", "How BOP fits"],
    ]);
  });

  it("use three own layouts for ERP, BOP and Citros and one shared by the rest", () => {
    expect(products.map((p) => p.layout)).toEqual([
      "erp",
      "bop",
      "standard",
      "standard",
      "standard",
      "standard",
      "citros",
    ]);
  });
});

describe("price list", () => {
  it("has the sections identity, bop and subopiere with the offerings and prices of SPEC.md §9", () => {
    const actual = Object.fromEntries(
      priceSections.map((section) => [
        section.id,
        section.offerings.map((o) => [o.title, tiers.map((tier) => o.prices[tier.id])]),
      ]),
    );
    expect(actual).toEqual(SPEC_PRICES);
    expect(priceSections.flatMap((s) => s.offerings)).toHaveLength(23);
  });

  const offerings = priceSections.flatMap((section) => section.offerings);

  it("names every offering once", () => {
    expect(duplicates(offerings.map((o) => o.title))).toEqual([]);
  });

  it("gives every offering a unique kebab-case id", () => {
    const ids = offerings.map((o) => o.id);
    expect(duplicates(ids)).toEqual([]);
    for (const id of ids) expect(id).toMatch(KEBAB_CASE);
  });

  it("has exactly four tiers, each id once", () => {
    expect(tiers).toHaveLength(4);
    expect(duplicates(tiers.map((tier) => tier.id))).toEqual([]);
  });

  it("prices every offering in each of the four tiers, in whole euros above zero, rising with the tier", () => {
    const tierIds = tiers.map((tier) => tier.id);
    for (const o of offerings) {
      // No price for a tier that does not exist, and none missing.
      expect(Object.keys(o.prices).sort(), o.id).toEqual([...tierIds].sort());
      const prices = tierIds.map((id) => o.prices[id]);
      for (const price of prices) {
        expect(Number.isInteger(price) && price > 0, `${o.id}: ${price}`).toBe(true);
      }
      prices.slice(1).forEach((price, i) => {
        expect(price, `${o.id} tier ${tierIds[i + 1]}`).toBeGreaterThan(prices[i] ?? Infinity);
      });
    }
  });

  it("prices four tiers by registered users, bounded as the spec states them", () => {
    expect(tiers.map((tier) => tier.users)).toEqual([
      { from: 0, to: 5_000 },
      { from: 5_000, to: 10_000 },
      { from: 10_000, to: 50_000 },
      { from: 50_000 },
    ]);
  });

  it("notes the verticals and the module pricing", () => {
    expect(priceNotes[0]).toContain(
      "ERP, Banking, Insurance, Content, Health Record, Treasury, Billing, Manufacturing",
    );
    expect(priceNotes[1]).toBe("Additional modules are priced the same as the core.");
  });
});
