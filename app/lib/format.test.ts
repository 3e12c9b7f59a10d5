import { describe, expect, it } from "vitest";
import { pricesPage as germanPricesPage } from "~/content/de/prices";
import { tiers } from "~/content/price-list";
import { pricesPage } from "~/content/prices";
import { formatNumber, formatPrice, formatUserRange } from "~/lib/format";

describe("formatPrice", () => {
  it("groups thousands with commas and shows no decimals", () => {
    expect(formatPrice(50_000, "en")).toBe("50,000");
    expect(formatPrice(1_600_000, "en")).toBe("1,600,000");
    expect(formatPrice(7_500, "en")).toBe("7,500");
  });
});

describe("formatNumber", () => {
  it("groups German numbers with points, the Austrian way, and no other character", () => {
    expect(formatNumber(3_200_000, "de")).toBe("3.200.000");
    expect(formatNumber(5_000, "de")).toBe("5.000");
    expect(formatNumber(950, "de")).toBe("950");
  });

  it("writes English numbers with commas", () => {
    expect(formatNumber(3_200_000, "en")).toBe("3,200,000");
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

  it("writes a German range with German numbers and the German page's words", () => {
    const words = germanPricesPage.userRange;
    expect(formatUserRange({ from: 5_000, to: 10_000 }, words, "de")).toBe(
      "5.000 – 10.000 registrierte Benutzer",
    );
    expect(formatUserRange({ from: 50_000 }, words, "de")).toBe("50.000+ registrierte Benutzer");
  });
});
