import { describe, expect, it } from "vitest";
import { offeringEntrySchema, productEntrySchema } from "../app/content/schema.ts";
import { LENGTHENING, pseudoTranslate, pseudoTranslateData } from "./pseudo-locale.ts";

// No English word left on any page: pseudo-locale.spec.ts.
describe("pseudoTranslate", () => {
  it("makes a string about 40 % longer, in brackets that show where it was cut", () => {
    for (const text of ["Prices", "Add to estimate", "The page you asked for does not exist."]) {
      const made = pseudoTranslate(text);
      expect(made).toMatch(/^\[.*\]$/);
      expect(made.length).toBeGreaterThanOrEqual(Math.floor(text.length * (1 + LENGTHENING)));
      expect(made.length).toBeLessThanOrEqual(Math.ceil(text.length * (1 + LENGTHENING)) + 1);
    }
  });

  it("keeps placeholders, markup and the spaces around the words", () => {
    expect(pseudoTranslate("{brand} list prices")).toMatch(/^\[\{brand\} ļîšţ þŕîçéš/);
    expect(pseudoTranslate("a <b>bold</b> &amp; word")).toMatch(/^\[á <b>ƀóļð<\/b> &amp; ŵóŕð/);
    expect(pseudoTranslate("About the product: ")).toMatch(/^\[Áƀóûţ ţĥé þŕóðûçţ: .*\] $/);
    expect(pseudoTranslate(" – ")).toBe(" – ");
    expect(pseudoTranslate("50,000+")).toBe("50,000+");
  });
});

describe("pseudoTranslateData", () => {
  it("translates the words of a data file and keeps its keys, ids, pages and file names", () => {
    const data = {
      headerNav: [{ label: "Prices", page: "prices" }],
      extraSections: [{ id: "verticals", title: "Verticals" }],
      csv: { fileName: "tesseris-price-list.csv", count: 3 },
    };
    expect(pseudoTranslateData(data)).toEqual({
      headerNav: [{ label: pseudoTranslate("Prices"), page: "prices" }],
      extraSections: [{ id: "verticals", title: pseudoTranslate("Verticals") }],
      csv: { fileName: "tesseris-price-list.csv", count: 3 },
    });
  });

  it("keeps an entry's language-free fields, which must be the same in every language", () => {
    const offering = { order: 3, title: "BOP ETL", section: "bop", prices: { upTo5k: 1 } };
    expect(pseudoTranslateData(offering, "", offeringEntrySchema)).toEqual({
      ...offering,
      title: pseudoTranslate("BOP ETL"),
    });
    const picture = { title: "BOP", heroImage: { src: "/images/bop.svg", alt: "Diagram" } };
    // A picture is the language's own (a diagram has words); its file's address is no word.
    expect(pseudoTranslateData(picture, "", productEntrySchema)).toEqual({
      title: pseudoTranslate("BOP"),
      heroImage: { src: "/images/bop.svg", alt: pseudoTranslate("Diagram") },
    });
  });
});
