import { describe, expect, it } from "vitest";
import { fill, formatDate, formatNumber } from "~/lib/format";

// Numbers here are examples of formatting, on purpose none of them a price of the list; the
// spec's tier labels are price-csv.test.ts's headers.
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
