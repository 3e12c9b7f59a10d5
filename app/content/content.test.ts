import { describe, expect, it } from "vitest";
import { ADMIN_PATH } from "../../integrations/admin/cms-config.ts";
import { offeringsOf } from "./price-list.ts";
import { SPEC_PRICES } from "../../tests/spec-prices.ts";
import { loadContentData } from "./data.ts";
import { locales } from "./locales.ts";
import { readContent } from "./read.ts";

const { products } = readContent("en");
const { company } = loadContentData();

// The suite's fixture content (tests/fixtures/content) is the content of the spec and CONTENT.md,
// which the other tests and the screenshots rely on: copied here by hand from SPEC.md §3 and §9,
// so that a slip in the fixture or the content modules shows. The live content is the owners' and
// is held by the schemas and the production build alone.
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

describe("products", () => {
  it("are the seven of the spec, in order, with their slugs, titles and categories", () => {
    expect(products.map((p) => [p.slug, p.title, p.category])).toEqual(SPEC_PRODUCTS);
  });

  it("each have a long description", () => {
    for (const product of products) {
      expect(product.longDescription?.length, product.slug).toBeGreaterThan(0);
    }
  });
});

describe("English price page", () => {
  // In English procurement a supplier sends a quote; an "offer" reads as a calque.
  it("asks for a quote, never an offer, in its words and actions", () => {
    const { page, explorer } = readContent("en").prices;
    const words = JSON.stringify({ page, explorer });
    expect(words.match(/\boffers?\b/gi) ?? []).toEqual([]);
    expect(explorer.estimate.requestQuote).toMatch(/\bquote\b/);
  });
});

describe("Oracle's product names", () => {
  // CONTENT.md: running text follows Oracle's spelling; the price list keeps the spec's names.
  it.each(locales)("follow Oracle's spelling in the %s running text", (locale) => {
    const { prices, ...rest } = loadContentData().text[locale];
    const text = JSON.stringify(rest);
    expect(text.match(/Oracle[ -]Datenbank\w*|Oracle database|Golden Gate/g) ?? []).toEqual([]);
    expect(JSON.stringify(prices.page)).not.toMatch(/Golden Gate/);
  });
});

describe("price list", () => {
  const { sections, tiers } = readContent("en").prices;
  const offerings = offeringsOf({ sections });

  it("holds the spec's list prices", () => {
    for (const [id, prices] of Object.entries(SPEC_PRICES)) {
      const offering = offerings.find((candidate) => candidate.id === id);
      expect(
        tiers.map((tier) => offering?.prices[tier.id]),
        id,
      ).toEqual(prices);
    }
  });
});

describe("accessibility statement", () => {
  it("states the target, how the site is tested, its limits and a contact with a reply time, in every language", () => {
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

    // Naming the editor's address would tell every visitor where to try signing in.
    expect(all).not.toContain(ADMIN_PATH);
    for (const locale of locales.filter((other) => other !== "en")) {
      const translated = readContent(locale).accessibility;
      expect(translated.sections, locale).toHaveLength(english.sections.length);
      const translatedText = translated.sections
        .flatMap((section) => section.paragraphs)
        .join("\n");
      expect(translatedText, locale).toContain(company.email);
      expect(translatedText, locale).not.toContain(ADMIN_PATH);
    }
  });
});
