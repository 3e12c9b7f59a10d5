import { describe, expect, it } from "vitest";
import { readContent } from "~/content/read";
import { fill, formatDate, formatNumber, formatUserRange } from "~/lib/format";

const { tiers, page: pricesPage } = readContent("en").prices;

// Numbers here are examples of formatting, on purpose none of them a price of the list.
describe("formatNumber", () => {
  it("groups thousands with commas and shows no decimals", () => {
    expect(formatNumber(12_000, "en")).toBe("12,000");
    expect(formatNumber(1_234_567, "en")).toBe("1,234,567");
    expect(formatNumber(7_654.4, "en")).toBe("7,654");
  });

  it("groups German numbers with points, the Austrian way, and no other character", () => {
    expect(formatNumber(1_234_567, "de")).toBe("1.234.567");
    expect(formatNumber(5_000, "de")).toBe("5.000");
    expect(formatNumber(950, "de")).toBe("950");
  });
});

describe("formatUserRange", () => {
  it("builds the spec's tier labels from the tiers' numbers", () => {
    expect(tiers.map((tier) => formatUserRange(tier.users, pricesPage.userRange, "en"))).toEqual([
      "0 – 5,000 registered users",
      "5,000 – 10,000 registered users",
      "10,000 – 50,000 registered users",
      "50,000+ registered users",
    ]);
  });
});

describe("formatDate", () => {
  it("writes a data date as each language's readers do, in Austria with Jänner", () => {
    expect(formatDate("2026-01-01", "en")).toBe("1 January 2026");
    expect(formatDate("2026-01-01", "de")).toBe("1. Jänner 2026");
    expect(formatDate("2027-03-31", "de")).toBe("31. März 2027");
  });
});

describe("fill", () => {
  it("puts a value where the words name it", () => {
    expect(fill("Prices valid from {validFrom}.", "validFrom", "1 May 2026")).toBe(
      "Prices valid from 1 May 2026.",
    );
  });
});
