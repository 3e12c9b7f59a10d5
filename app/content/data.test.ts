import { describe, expect, it } from "vitest";
import { checkContent, ContentError, readContentFiles } from "./data.ts";
import { locales } from "./locales.ts";

type Key = string | number;
type Change = { file: string; path: Key[]; value: unknown; push?: boolean };
const REMOVE = Symbol("remove");

/**
 * The real data files, parsed, with one change: the value at `path` in `file` replaced (or
 * removed, or pushed onto the list there; with no path, the whole file), for each test to break
 * one thing.
 */
function changed(changes: Change[]): Record<string, unknown> {
  const files = structuredClone(readContentFiles().files);
  for (const { file, path, value, push } of changes) {
    if (path.length === 0) {
      if (value === REMOVE) Reflect.deleteProperty(files, file);
      else files[file] = value;
      continue;
    }
    let node = files[file] as Record<Key, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<Key, unknown>;
    const last = path.at(-1) as Key;
    if (push) (node[last] as unknown[]).push(value);
    else if (value === REMOVE) Reflect.deleteProperty(node, last);
    else node[last] = value;
  }
  return files;
}

const ETL = "offerings/bop-etl.yaml";
const SUBOPIERE_ENTRY = "offerings/subopiere-entry.yaml";
const fileOf = (name: string) => readContentFiles().files[name];
const figures = "{users} users, {total}";

/** One thing or a few broken in the real files, and every problem the check names, in order. */
const BROKEN: { name: string; changes: Change[]; problems: unknown[] }[] = [
  {
    name: "name the file, the entry and the field of a missing German string",
    changes: [
      { file: "de/prices.yaml", path: ["explorer", "usersLabel"], value: REMOVE },
      { file: "de/products/citros.yaml", path: ["description"], value: REMOVE },
    ],
    problems: [
      "content/de/products/citros.yaml › description: is missing",
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
      { file: `en/${ETL}`, path: ["prices", "over100k"], value: 1_000_000 },
    ],
    problems: [
      "content/price-list.yaml › tiers: must list exactly the 4 user tiers of the spec",
      'content/en/offerings/bop-etl.yaml › prices: has "over100k", which is not a field here',
    ],
  },
  {
    name: "reject a thing whose file's name is not an id",
    changes: locales.map((locale) => ({
      file: `${locale}/offerings/BOP ETL.yaml`,
      path: [],
      value: fileOf(`${locale}/${ETL}`),
    })),
    problems: [
      "content/en/offerings/BOP ETL.yaml: its name must be lower-case words joined by hyphens, like bop-etl",
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
      { file: `en/${ETL}`, path: ["prices", "upTo5k"], value: -110_000 },
      { file: `en/${SUBOPIERE_ENTRY}`, path: ["prices", "over50k"], value: "240,000" },
    ],
    problems: [
      "content/en/offerings/bop-etl.yaml › prices › upTo5k: must not be negative",
      "content/en/offerings/subopiere-entry.yaml › prices › over50k: must be a number of euros",
    ],
  },
  {
    name: "reject a tier priced at or below the tier of fewer users",
    changes: [
      { file: `en/${ETL}`, path: ["prices", "upTo10k"], value: 110_000 },
      { file: `de/${SUBOPIERE_ENTRY}`, path: ["prices", "over50k"], value: 1 },
    ],
    problems: [
      "content/en/offerings/bop-etl.yaml › prices › upTo10k: must be more than upTo5k's 110000: a tier of more users costs more",
      "content/de/offerings/subopiere-entry.yaml › prices › over50k: must be more than upTo50k's 135000: a tier of more users costs more",
    ],
  },
  {
    name: "ask for four to eight key features of a product",
    changes: [
      { file: "en/products/citros.yaml", path: ["features"], value: [] },
      {
        file: "de/products/citros.yaml",
        path: ["features"],
        value: Array.from({ length: 9 }, (_, index) => ({ title: `Funktion ${index + 1}` })),
      },
    ],
    problems: [
      "content/en/products/citros.yaml › features: needs at least 4 features",
      "content/de/products/citros.yaml › features: may list at most 8 features",
    ],
  },
  {
    name: "hold a thing's language-free fields to the default language's",
    changes: [
      { file: `de/${ETL}`, path: ["prices", "upTo10k"], value: 210_000 },
      { file: "de/offerings/golden-gate.yaml", path: ["section"], value: "subopiere" },
    ],
    problems: [
      "content/de/offerings/bop-etl.yaml › prices › upTo10k: is 210000, but 200000 in content/en/offerings/bop-etl.yaml; it is the same in every language (the editor copies it)",
      'content/de/offerings/golden-gate.yaml › section: is "subopiere", but "bop" in content/en/offerings/golden-gate.yaml; it is the same in every language (the editor copies it)',
    ],
  },
  {
    name: "ask for each thing's file in every language",
    changes: [
      { file: "de/offerings/bop-quantum.yaml", path: [], value: fileOf(`de/${ETL}`) },
      { file: "en/offerings/golden-gate.yaml", path: [], value: REMOVE },
    ],
    problems: [
      ...locales
        .filter((locale) => locale !== "de")
        .map(
          (locale) =>
            `content/${locale}/offerings/bop-quantum.yaml: the file is missing; every offering has its words in every language`,
        ),
      "content/en/offerings/golden-gate.yaml: the file is missing; every offering has its words in every language",
    ],
  },
  {
    name: "ask for a picture's description, and a product's layout as in English",
    changes: [
      {
        file: "de/products/subopiere-su-bop-erp.yaml",
        path: ["heroImage", "alt"],
        value: REMOVE,
      },
      { file: "de/products/citros.yaml", path: ["layout"], value: "standard" },
    ],
    problems: [
      'content/de/products/citros.yaml › layout: is "standard", but "citros" in content/en/products/citros.yaml; it is the same in every language (the editor copies it)',
      "content/de/products/subopiere-su-bop-erp.yaml › heroImage › alt: is missing",
    ],
  },
  {
    name: "reject a section or an offering that names a thing there is not, and an empty section",
    changes: [
      ...locales.map((locale) => ({
        file: `${locale}/price-sections/bop.yaml`,
        path: ["product"],
        value: "tesseris-bop",
      })),
      ...locales.map((locale) => ({
        file: `${locale}/offerings/identity-manager-connectors-pack.yaml`,
        path: ["section"],
        value: "identiti",
      })),
    ],
    problems: [
      "content/en/price-sections/bop.yaml › product: names a product that content/en/products/ does not have",
      "content/en/offerings/identity-manager-connectors-pack.yaml › section: names a section that content/en/price-sections/ does not have",
      "content/en/price-sections/identity.yaml: no offering is in this section; a section needs at least one",
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
      "content/en/prices.yaml › page › intro: uses {company}, which is not one of {brand}, {legalName}, {postalAddress}, {email}, {phone}, {storageKey}, {partner}, {partnerStatus}, {headquartersCity}, {subsidiaryCities}, {verticals}, {validFrom}, {today}, {requestQuote}, {contactUs}, {logRetentionDays}, {reviewed}, {currency}, {languages}",
    ],
  },
  {
    name: "accept the explorer's figures only in the words that get them",
    changes: [
      { file: "en/prices.yaml", path: ["page", "intro"], value: figures },
      { file: "en/prices.yaml", path: ["explorer", "announce", "tier", "other"], value: figures },
    ],
    problems: [
      expect.stringMatching(/^content\/en\/prices\.yaml › page › intro: uses \{users\}/),
      expect.stringMatching(/^content\/en\/prices\.yaml › page › intro: uses \{total\}/),
    ],
  },
  {
    // The editor shows every language's forms; a form the language has no use for is no problem.
    name: "ask each language for the plural forms Intl.PluralRules gives it, and for no other",
    changes: [
      { file: "de/prices.yaml", path: ["explorer", "estimate", "offerings", "one"], value: REMOVE },
      {
        file: "en/prices.yaml",
        path: ["explorer", "estimate", "offerings", "other"],
        value: REMOVE,
      },
    ],
    problems: [
      "content/en/prices.yaml › explorer › estimate › offerings › other: is missing",
      "content/de/prices.yaml › explorer › estimate › offerings › one: is missing; a count in de takes the forms one, other (Intl.PluralRules)",
    ],
  },
  {
    name: "ask for the marks a sentence's page renders, whole, and only there",
    changes: [
      { file: "en/prices.yaml", path: ["page", "productLink"], value: "About: {product}" },
      {
        file: "de/prices.yaml",
        path: ["explorer", "estimate", "withTotal"],
        value: "{offerings} · <strong>{total}",
      },
      { file: "de/prices.yaml", path: ["page", "intro"], value: "Die <strong>Preise</strong>." },
    ],
    problems: [
      "content/en/prices.yaml › page › productLink: needs <link>…</link> around the words it marks",
      "content/de/prices.yaml › page › intro: marks <strong>…</strong>, which this text cannot show",
      "content/de/prices.yaml › explorer › estimate › withTotal: has <strong> without its other half",
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
