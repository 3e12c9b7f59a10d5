import { describe, expect, it } from "vitest";
import { offeringsOf } from "./price-list.ts";
import { SPEC_PRICES } from "../../tests/spec-prices.ts";
import { loadContentData } from "./data.ts";
import { readContent } from "./read.ts";

const { products, home } = readContent("en");
const { company } = loadContentData();

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

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** The sections of SPEC.md §9 and CONTENT.md, with how many offerings each has. */
const SPEC_SECTIONS = [
  ["identity", "Identity", 1],
  ["bop", "BOP", 14],
  ["subopiere", "SUBOPiere", 8],
];

describe("products", () => {
  it("are the seven of the spec, in order, with their slugs, titles and categories", () => {
    expect(products.map((p) => [p.slug, p.title, p.category])).toEqual(SPEC_PRODUCTS);
  });

  it("are the home page's cards too, in the same order", () => {
    expect(home.cards.map((p) => p.slug)).toEqual(products.map((p) => p.slug));
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
  const { sections, tiers, notes } = readContent("en").prices;
  const offerings = offeringsOf({ sections });

  it("has the sections identity, bop and subopiere, 23 offerings, and the spec's prices", () => {
    expect(
      sections.map((section) => [section.id, section.heading, section.offerings.length]),
    ).toEqual(SPEC_SECTIONS);
    expect(offerings).toHaveLength(23);
    for (const [id, prices] of Object.entries(SPEC_PRICES)) {
      const offering = offerings.find((candidate) => candidate.id === id);
      expect(
        tiers.map((tier) => offering?.prices[tier.id]),
        id,
      ).toEqual(prices);
    }
  });

  it("names every offering once", () => {
    expect(duplicates(offerings.map((o) => o.title))).toEqual([]);
  });

  it("prices every offering in each of the four tiers, in whole euros above zero, rising with the tier", () => {
    const tierIds = tiers.map((tier) => tier.id);
    for (const o of offerings) {
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
    expect(notes[0]).toContain(
      "ERP, Banking, Insurance, Content, Health Record, Treasury, Billing and Manufacturing",
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/, and additional modules are priced the same as the core\.$/);
  });
});

describe("accessibility statement", () => {
  it("states the target, how the site is tested, its limits and a contact with a reply time, in both languages", () => {
    const english = readContent("en").accessibility;
    const text = english.sections.flatMap((section) => [section.heading, ...section.paragraphs]);
    const all = text.join("\n");
    expect(all).toMatch(/WCAG\) 2\.2 at level AA/);
    for (const method of [
      "axe",
      "Nu Html Checker",
      "keyboard",
      "reduced motion",
      "scripts switched off",
    ]) {
      expect(all).toContain(method);
    }
    expect(text).toContain("Known limits");
    expect(all).toContain(`write to ${company.email}`);
    expect(all).toMatch(/reply within five working days/);

    const german = readContent("de").accessibility;
    expect(german.sections).toHaveLength(english.sections.length);
    expect(german.sections.flatMap((section) => section.paragraphs).join("\n")).toContain(
      company.email,
    );
  });
});
