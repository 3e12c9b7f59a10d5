import { describe, expect, it } from "vitest";
import { readContent } from "~/content/read";
import { countWords } from "~/lib/format";

// Counts in each language's CLDR forms, on the suite's own words (tests/fixtures/content): the
// estimate's bar, its total (the panel and the printout), an announcement and the mail.

const COUNTS = [1, 2, 5, 12, 22] as const;

describe("a count's words", () => {
  it("take Polish's one, few and many: 1 pozycja, 2 pozycje, 5 and 12 pozycji, 22 pozycje", () => {
    const { estimate, announce } = readContent("pl").prices.explorer;
    const say = (forms: Parameters<typeof countWords>[0], values = {}) =>
      COUNTS.map((count) => countWords(forms, count, "pl", values));
    expect(say(estimate.offerings)).toEqual([
      "1 pozycja",
      "2 pozycje",
      "5 pozycji",
      "12 pozycji",
      "22 pozycje",
    ]);
    expect(say(estimate.total)).toEqual([
      "Razem za 1 pozycję",
      "Razem za 2 pozycje",
      "Razem za 5 pozycji",
      "Razem za 12 pozycji",
      "Razem za 22 pozycje",
    ]);
    expect(say(estimate.mailTotal, { total: "1 EUR" }).map((line) => line.split(":")[0])).toEqual([
      "Razem za 1 pozycję",
      "Razem za 2 pozycje",
      "Razem za 5 pozycji",
      "Razem za 12 pozycji",
      "Razem za 22 pozycje",
    ]);
    expect(say(announce.added, { offering: "BOP ETL", price: "1 EUR", total: "2 EUR" })).toEqual(
      [1, 2, 5, 12, 22].map((count, index) => {
        const noun = ["pozycję", "pozycje", "pozycji", "pozycji", "pozycje"][index];
        return `Dodano pozycję BOP ETL: 1 EUR. Razem za ${count} ${noun}: 2 EUR.`;
      }),
    );
  });

  it("say one user and one offering in English", () => {
    const { page, explorer } = readContent("en").prices;
    expect(countWords(explorer.estimate.offerings, 1, "en")).toBe("1 offering");
    expect(countWords(explorer.estimate.offerings, 22, "en")).toBe("22 offerings");
    expect(countWords(page.userRange.users, 1, "en", { range: "0 – 1" })).toBe(
      "0 – 1 registered user",
    );
  });
});
