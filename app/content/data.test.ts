import { describe, expect, it } from "vitest";
import { checkContent, ContentError, loadContentData, readContentFiles } from "./data.ts";

type Key = string | number;
const REMOVE = Symbol("remove");

/**
 * The real data files, parsed, with one change: the value at `path` in `file` replaced (or
 * removed, or pushed onto the list there), for each test to break one thing.
 */
function changed(
  changes: { file: string; path: Key[]; value: unknown; push?: boolean }[],
): Record<string, unknown> {
  const files = structuredClone(readContentFiles().files);
  for (const { file, path, value, push } of changes) {
    let node = files[file] as Record<Key, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<Key, unknown>;
    const last = path.at(-1) as Key;
    if (push) (node[last] as unknown[]).push(value);
    else if (value === REMOVE) Reflect.deleteProperty(node, last);
    else node[last] = value;
  }
  return files;
}

function problemsOf(broken: Record<string, unknown>): string[] {
  return checkContent(broken).problems;
}

/** Where BOP ETL and SUBOPiere Entry stand in price-list.yaml. */
const ETL = ["sections", 1, "offerings", 6];
const SUBOPIERE_ENTRY = ["sections", 2, "offerings", 0];

describe("the content data files", () => {
  it("are valid as committed", () => {
    expect(() => loadContentData()).not.toThrow();
  });

  it("name the file, the entry and the field of a missing German string", () => {
    const broken = changed([
      { file: "de/prices.yaml", path: ["explorer", "usersLabel"], value: REMOVE },
      { file: "de/products.yaml", path: ["products", "citros", "description"], value: REMOVE },
    ]);
    expect(problemsOf(broken)).toEqual([
      "content/de/products.yaml › products › citros › description: is missing",
      "content/de/prices.yaml › explorer › usersLabel: is missing",
    ]);
  });

  it("reject a fifth tier, in the tiers and in an offering's prices", () => {
    const broken = changed([
      {
        file: "price-list.yaml",
        path: ["tiers"],
        value: { id: "over100k", from: 100_000 },
        push: true,
      },
      { file: "price-list.yaml", path: [...ETL, "prices", "over100k"], value: 1_000_000 },
    ]);
    // A list of the wrong length is named by its count; its items are not checked one by one.
    expect(problemsOf(broken)).toEqual([
      "content/price-list.yaml › tiers: must list exactly the 4 user tiers of the spec",
      'content/price-list.yaml › section "bop" › offering "bop-etl" › prices: has "over100k", which is not a field here',
    ]);
  });

  it("reject a title keyed by something that is not an id", () => {
    const broken = changed([
      { file: "en/prices.yaml", path: ["offerings", "BOP ETL"], value: "BOP ETL" },
    ]);
    expect(problemsOf(broken)[0]).toBe(
      "content/en/prices.yaml › offerings › BOP ETL: must be lower-case words joined by hyphens, like bop-etl",
    );
  });

  it("reject a tier the spec does not have", () => {
    const broken = changed([
      { file: "price-list.yaml", path: ["tiers", 3, "id"], value: "over100k" },
    ]);
    expect(problemsOf(broken)).toEqual([
      'content/price-list.yaml › tier "over100k" › id: must be one of upTo5k, upTo10k, upTo50k, over50k',
    ]);
  });

  it("reject a negative price and a price written as text", () => {
    const broken = changed([
      { file: "price-list.yaml", path: [...ETL, "prices", "upTo5k"], value: -110_000 },
      {
        file: "price-list.yaml",
        path: [...SUBOPIERE_ENTRY, "prices", "over50k"],
        value: "240,000",
      },
    ]);
    expect(problemsOf(broken)).toEqual([
      'content/price-list.yaml › section "bop" › offering "bop-etl" › prices › upTo5k: must not be negative',
      'content/price-list.yaml › section "subopiere" › offering "subopiere-entry" › prices › over50k: must be a number of euros',
    ]);
  });

  it("reject an id or a slug used twice", () => {
    const broken = changed([
      { file: "price-list.yaml", path: [...SUBOPIERE_ENTRY, "id"], value: "bop-etl" },
      { file: "products.yaml", path: ["products", 6, "slug"], value: "subopiere-su-bop-erp" },
    ]);
    expect(problemsOf(broken)).toEqual([
      'content/products.yaml › product "subopiere-su-bop-erp" › slug: "subopiere-su-bop-erp" is used twice; every slug must be unique',
      'content/price-list.yaml › section "subopiere" › offering "bop-etl" › id: "bop-etl" is used twice; every id must be unique',
    ]);
  });

  it("reject words for an offering or product the shared files lack, and words left out", () => {
    const { products } = readContentFiles().files["en/products.yaml"] as {
      products: Record<string, unknown>;
    };
    const broken = changed([
      { file: "de/prices.yaml", path: ["offerings", "bop-quantum"], value: "BOP Quantum" },
      { file: "en/prices.yaml", path: ["offerings", "golden-gate"], value: REMOVE },
      { file: "en/products.yaml", path: ["products", "citrus"], value: products["citros"] },
      { file: "en/products.yaml", path: ["products", "citros"], value: REMOVE },
    ]);
    expect(problemsOf(broken)).toEqual([
      "content/en/prices.yaml › offerings › golden-gate: is missing; every offering of content/price-list.yaml needs one in every language",
      "content/en/products.yaml › products › citros: is missing; every product of content/products.yaml needs one in every language",
      "content/en/products.yaml › products › citrus: names a product that content/products.yaml does not have",
      "content/de/prices.yaml › offerings › bop-quantum: names an offering that content/price-list.yaml does not have",
    ]);
  });

  it("ask for a picture's description in every language, and only for a picture", () => {
    const broken = changed([
      { file: "products.yaml", path: ["products", 1, "heroImage"], value: REMOVE },
      {
        file: "de/products.yaml",
        path: ["products", "subopiere-su-bop-erp", "heroImageAlt"],
        value: REMOVE,
      },
    ]);
    expect(problemsOf(broken)).toEqual([
      "content/en/products.yaml › products › tesseris-business-operations-platform-bop › heroImageAlt: describes a picture the product does not have in content/products.yaml",
      "content/de/products.yaml › products › subopiere-su-bop-erp › heroImageAlt: is missing; the product has a picture in content/products.yaml",
      "content/de/products.yaml › products › tesseris-business-operations-platform-bop › heroImageAlt: describes a picture the product does not have in content/products.yaml",
    ]);
  });

  it("reject a price section that names a product the product list does not have", () => {
    const broken = changed([
      { file: "price-list.yaml", path: ["sections", 1, "product"], value: "tesseris-bop" },
    ]);
    expect(problemsOf(broken)).toEqual([
      'content/price-list.yaml › section "bop" › product: names a product that content/products.yaml does not have',
    ]);
  });

  it("reject a valid-from date that does not parse", () => {
    const broken = changed([{ file: "price-list.yaml", path: ["validFrom"], value: "2026-02-30" }]);
    expect(problemsOf(broken)).toEqual([
      "content/price-list.yaml › validFrom: must be a real date written like 2026-01-01",
    ]);
  });

  it("reject a placeholder the pages do not fill", () => {
    const broken = changed([
      { file: "en/prices.yaml", path: ["page", "intro"], value: "Prices of {company}." },
    ]);
    expect(problemsOf(broken)).toEqual([
      "content/en/prices.yaml › page › intro: uses {company}, which is not one of {brand}, {legalName}, {postalAddress}, {email}, {storageKey}, {partner}, {headquartersCity}, {subsidiaryCities}, {verticals}, {validFrom}, {today}",
    ]);
  });

  it("accept the explorer's figures only in the words that get them", () => {
    const figures = "{users} users, {total}";
    const broken = changed([
      { file: "en/prices.yaml", path: ["page", "intro"], value: figures },
      { file: "en/prices.yaml", path: ["explorer", "announce", "tier"], value: figures },
    ]);
    expect(problemsOf(broken)).toEqual([
      expect.stringMatching(/^content\/en\/prices\.yaml › page › intro: uses \{users\}/),
      expect.stringMatching(/^content\/en\/prices\.yaml › page › intro: uses \{total\}/),
    ]);
  });

  it("throw one error that lists every problem", () => {
    const error = new ContentError([
      "content/a.yaml › b: is missing",
      "content/c.yaml: the file is missing",
    ]);
    expect(error.message).toBe(
      "The content data has 2 problems:\n  - content/a.yaml › b: is missing\n  - content/c.yaml: the file is missing",
    );
  });
});
