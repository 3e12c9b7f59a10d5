import { describe, expect, it } from "vitest";
import { checkContent, ContentError, readContentFiles } from "./data.ts";

type Key = string | number;
type Change = { file: string; path: Key[]; value: unknown; push?: boolean };
const REMOVE = Symbol("remove");

/**
 * The real data files, parsed, with one change: the value at `path` in `file` replaced (or
 * removed, or pushed onto the list there), for each test to break one thing.
 */
function changed(changes: Change[]): Record<string, unknown> {
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

/** Where BOP ETL and SUBOPiere Entry stand in price-list.yaml. */
const ETL = ["sections", 1, "offerings", 6];
const SUBOPIERE_ENTRY = ["sections", 2, "offerings", 0];

const { products } = readContentFiles().files["en/products.yaml"] as {
  products: Record<string, unknown>;
};
const figures = "{users} users, {total}";

/** One thing or a few broken in the real files, and every problem the check names, in order. */
const BROKEN: { name: string; changes: Change[]; problems: unknown[] }[] = [
  {
    name: "name the file, the entry and the field of a missing German string",
    changes: [
      { file: "de/prices.yaml", path: ["explorer", "usersLabel"], value: REMOVE },
      { file: "de/products.yaml", path: ["products", "citros", "description"], value: REMOVE },
    ],
    problems: [
      "content/de/products.yaml › products › citros › description: is missing",
      "content/de/prices.yaml › explorer › usersLabel: is missing",
    ],
  },
  {
    // A list of the wrong length is named by its count; its items are not checked one by one.
    name: "reject a fifth tier, in the tiers and in an offering's prices",
    changes: [
      {
        file: "price-list.yaml",
        path: ["tiers"],
        value: { id: "over100k", from: 100_000 },
        push: true,
      },
      { file: "price-list.yaml", path: [...ETL, "prices", "over100k"], value: 1_000_000 },
    ],
    problems: [
      "content/price-list.yaml › tiers: must list exactly the 4 user tiers of the spec",
      'content/price-list.yaml › section "bop" › offering "bop-etl" › prices: has "over100k", which is not a field here',
    ],
  },
  {
    name: "reject a title keyed by something that is not an id",
    changes: [{ file: "en/prices.yaml", path: ["offerings", "BOP ETL"], value: "BOP ETL" }],
    problems: [
      "content/en/prices.yaml › offerings › BOP ETL: must be lower-case words joined by hyphens, like bop-etl",
    ],
  },
  {
    name: "reject a tier the spec does not have",
    changes: [{ file: "price-list.yaml", path: ["tiers", 3, "id"], value: "over100k" }],
    problems: [
      'content/price-list.yaml › tier "over100k" › id: must be one of upTo5k, upTo10k, upTo50k, over50k',
    ],
  },
  {
    name: "reject a negative price and a price written as text",
    changes: [
      { file: "price-list.yaml", path: [...ETL, "prices", "upTo5k"], value: -110_000 },
      {
        file: "price-list.yaml",
        path: [...SUBOPIERE_ENTRY, "prices", "over50k"],
        value: "240,000",
      },
    ],
    problems: [
      'content/price-list.yaml › section "bop" › offering "bop-etl" › prices › upTo5k: must not be negative',
      'content/price-list.yaml › section "subopiere" › offering "subopiere-entry" › prices › over50k: must be a number of euros',
    ],
  },
  {
    name: "reject a tier priced at or below the tier of fewer users",
    changes: [
      { file: "price-list.yaml", path: [...ETL, "prices", "upTo10k"], value: 110_000 },
      { file: "price-list.yaml", path: [...SUBOPIERE_ENTRY, "prices", "over50k"], value: 1 },
    ],
    problems: [
      'content/price-list.yaml › section "bop" › offering "bop-etl" › prices › upTo10k: must be more than upTo5k\'s 110000: a tier of more users costs more',
      'content/price-list.yaml › section "subopiere" › offering "subopiere-entry" › prices › over50k: must be more than upTo50k\'s 135000: a tier of more users costs more',
    ],
  },
  {
    name: "ask for four to eight key features of a product",
    changes: [
      { file: "en/products.yaml", path: ["products", "citros", "features"], value: [] },
      {
        file: "de/products.yaml",
        path: ["products", "citros", "features"],
        value: Array.from({ length: 9 }, (_, index) => ({ title: `Funktion ${index + 1}` })),
      },
    ],
    problems: [
      "content/en/products.yaml › products › citros › features: needs at least 4 features",
      "content/de/products.yaml › products › citros › features: may list at most 8 features",
    ],
  },
  {
    name: "reject an id or a slug used twice",
    changes: [
      { file: "price-list.yaml", path: [...SUBOPIERE_ENTRY, "id"], value: "bop-etl" },
      { file: "products.yaml", path: ["products", 6, "slug"], value: "subopiere-su-bop-erp" },
    ],
    problems: [
      'content/products.yaml › product "subopiere-su-bop-erp" › slug: "subopiere-su-bop-erp" is used twice; every slug must be unique',
      'content/price-list.yaml › section "subopiere" › offering "bop-etl" › id: "bop-etl" is used twice; every id must be unique',
    ],
  },
  {
    name: "reject words for an offering or product the shared files lack, and words left out",
    changes: [
      { file: "de/prices.yaml", path: ["offerings", "bop-quantum"], value: "BOP Quantum" },
      { file: "en/prices.yaml", path: ["offerings", "golden-gate"], value: REMOVE },
      { file: "en/products.yaml", path: ["products", "citrus"], value: products["citros"] },
      { file: "en/products.yaml", path: ["products", "citros"], value: REMOVE },
    ],
    problems: [
      "content/en/prices.yaml › offerings › golden-gate: is missing; every offering of content/price-list.yaml needs one in every language",
      "content/en/products.yaml › products › citros: is missing; every product of content/products.yaml needs one in every language",
      "content/en/products.yaml › products › citrus: names a product that content/products.yaml does not have",
      "content/de/prices.yaml › offerings › bop-quantum: names an offering that content/price-list.yaml does not have",
    ],
  },
  {
    name: "ask for a picture's description in every language, and only for a picture",
    changes: [
      { file: "products.yaml", path: ["products", 1, "heroImage"], value: REMOVE },
      {
        file: "de/products.yaml",
        path: ["products", "subopiere-su-bop-erp", "heroImageAlt"],
        value: REMOVE,
      },
    ],
    problems: [
      "content/en/products.yaml › products › tesseris-business-operations-platform-bop › heroImageAlt: describes a picture the product does not have in content/products.yaml",
      "content/de/products.yaml › products › subopiere-su-bop-erp › heroImageAlt: is missing; the product has a picture in content/products.yaml",
      "content/de/products.yaml › products › tesseris-business-operations-platform-bop › heroImageAlt: describes a picture the product does not have in content/products.yaml",
    ],
  },
  {
    name: "reject a price section that names a product the product list does not have",
    changes: [{ file: "price-list.yaml", path: ["sections", 1, "product"], value: "tesseris-bop" }],
    problems: [
      'content/price-list.yaml › section "bop" › product: names a product that content/products.yaml does not have',
    ],
  },
  {
    name: "reject a valid-from date that does not parse",
    changes: [{ file: "price-list.yaml", path: ["validFrom"], value: "2026-02-30" }],
    problems: ["content/price-list.yaml › validFrom: must be a real date written like 2026-01-01"],
  },
  {
    name: "reject a placeholder the pages do not fill",
    changes: [{ file: "en/prices.yaml", path: ["page", "intro"], value: "Prices of {company}." }],
    problems: [
      "content/en/prices.yaml › page › intro: uses {company}, which is not one of {brand}, {legalName}, {postalAddress}, {email}, {phone}, {storageKey}, {partner}, {headquartersCity}, {subsidiaryCities}, {verticals}, {validFrom}, {today}, {requestQuote}, {contactUs}, {logRetentionDays}, {reviewed}",
    ],
  },
  {
    name: "accept the explorer's figures only in the words that get them",
    changes: [
      { file: "en/prices.yaml", path: ["page", "intro"], value: figures },
      { file: "en/prices.yaml", path: ["explorer", "announce", "tier"], value: figures },
    ],
    problems: [
      expect.stringMatching(/^content\/en\/prices\.yaml › page › intro: uses \{users\}/),
      expect.stringMatching(/^content\/en\/prices\.yaml › page › intro: uses \{total\}/),
    ],
  },
];

describe("the content data files", () => {
  it.each(BROKEN)("$name", ({ changes, problems }) => {
    expect(checkContent(changed(changes)).problems).toEqual(problems);
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
