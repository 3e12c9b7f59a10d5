import { describe, expect, it } from "vitest";
import type { PricesContent } from "~/content/price-list";
import { readContent } from "~/content/read";
import { priceListCsv } from "~/lib/price-csv";

const pricesContent = readContent("en").prices;
const germanPrices = readContent("de").prices;

const csvWords = (content: PricesContent) => ({
  ...content.explorer.csv,
  userRange: content.page.userRange,
});

describe("priceListCsv", () => {
  const english = priceListCsv(pricesContent, csvWords(pricesContent), "en");
  const german = priceListCsv(germanPrices, csvWords(germanPrices), "de");

  it("starts with a byte order mark and ends every line with CRLF", () => {
    expect(english.startsWith("\uFEFF")).toBe(true);
    expect(english.endsWith("\r\n")).toBe(true);
    expect(english.split("\r\n")).toHaveLength(1 + 23 + 1);
  });

  it("writes English headers with commas and German headers with semicolons", () => {
    const [englishHeader] = english.slice(1).split("\r\n");
    const [germanHeader] = german.slice(1).split("\r\n");
    // English tier labels hold commas, so those fields are quoted.
    expect(englishHeader).toBe(
      'Section,Offering,"0 – 5,000 registered users","5,000 – 10,000 registered users",' +
        '"10,000 – 50,000 registered users","50,000+ registered users",Currency,Price basis,Valid from',
    );
    expect(germanHeader).toBe(
      "Bereich;Position;0 – 5.000 registrierte Benutzer;5.000 – 10.000 registrierte Benutzer;" +
        "10.000 – 50.000 registrierte Benutzer;50.000+ registrierte Benutzer;Währung;Preisbasis;Gültig ab",
    );
  });

  it("has one row per offering: its section, the four prices as plain integers, currency, basis and valid-from date", () => {
    const rows = german
      .slice(1)
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(";"));
    const expected = germanPrices.sections.flatMap((section) =>
      section.offerings.map((offering) => [
        section.heading,
        offering.title,
        ...germanPrices.tiers.map((tier) => String(offering.prices[tier.id])),
        "EUR",
        "Pauschaler Listenpreis je Preisstufe, nicht je Benutzer, zzgl. USt.",
        germanPrices.validFrom,
      ]),
    );
    expect(rows).toEqual(expected);
  });
});
