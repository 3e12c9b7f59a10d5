import { describe, expect, it } from "vitest";
import { formatPrice } from "~/lib/format";

describe("formatPrice", () => {
  it("groups thousands with commas and shows no decimals", () => {
    expect(formatPrice(50_000)).toBe("50,000");
    expect(formatPrice(1_600_000)).toBe("1,600,000");
    expect(formatPrice(7_500)).toBe("7,500");
  });
});
