import { describe, expect, it } from "vitest";
import {
  chosenTier,
  EMPTY_EXPLORER,
  estimateLines,
  estimateTotal,
  readExplorerState,
  togglePicked,
  writeExplorerState,
} from "~/lib/price-explorer";

const read = (query: string) => readExplorerState(new URLSearchParams(query));

describe("explorer state in the query string", () => {
  it("round-trips what a visitor set", () => {
    const state = {
      users: "8.000",
      view: "compare",
      picked: ["bop-enterprise-core", "bop-etl", "golden-gate"],
    } as const;
    const query = writeExplorerState(state).toString();
    expect(query).toBe(
      "users=8.000&view=compare&offerings=bop-enterprise-core%2Cbop-etl%2Cgolden-gate",
    );
    expect(read(query)).toEqual({ ...state, tier: undefined });
  });

  it("leaves the plain page's query empty", () => {
    expect(writeExplorerState(EMPTY_EXPLORER).toString()).toBe("");
  });

  it("ignores unknown tiers, views and offerings, and orders the estimate as the price list", () => {
    expect(read("tier=huge&view=grid&offerings=nope,golden-gate,bop-etl,bop-etl")).toEqual({
      users: "",
      tier: undefined,
      view: "tables",
      picked: ["bop-etl", "golden-gate"],
    });
  });

  it("keeps a chosen tier only while no count is typed", () => {
    expect(writeExplorerState({ ...EMPTY_EXPLORER, tier: "upTo50k" }).toString()).toBe(
      "tier=upTo50k",
    );
    expect(
      writeExplorerState({ ...EMPTY_EXPLORER, users: "8000", tier: "upTo50k" }).toString(),
    ).toBe("users=8000");
  });
});

describe("chosenTier", () => {
  it("follows the typed count first, then the tier chosen directly", () => {
    expect(chosenTier({ ...EMPTY_EXPLORER, users: "8,000", tier: "over50k" })).toBe("upTo10k");
    expect(chosenTier({ ...EMPTY_EXPLORER, tier: "over50k" })).toBe("over50k");
    expect(chosenTier(EMPTY_EXPLORER)).toBeUndefined();
  });

  it("chooses no tier while the typed count cannot be read", () => {
    expect(chosenTier({ ...EMPTY_EXPLORER, users: "8.5", tier: "over50k" })).toBeUndefined();
  });
});

describe("the estimate", () => {
  it("adds up the chosen offerings at the chosen tier", () => {
    const picked = ["golden-gate", "bop-etl", "bop-enterprise-core"].reduce(togglePicked, []);
    expect(picked).toEqual(["bop-enterprise-core", "bop-etl", "golden-gate"]);
    const lines = estimateLines(picked, "upTo10k");
    expect(lines.map((line) => line.price)).toEqual([450_000, 200_000, 40_000]);
    expect(estimateTotal(lines)).toBe(690_000);
  });

  it("has lines without prices until a tier is chosen", () => {
    const lines = estimateLines(["bop-etl"], undefined);
    expect(lines.map((line) => [line.offering.title, line.price])).toEqual([
      ["BOP ETL", undefined],
    ]);
    expect(estimateTotal(lines)).toBe(0);
  });

  it("unticks an offering that is ticked", () => {
    expect(togglePicked(["bop-etl", "golden-gate"], "bop-etl")).toEqual(["golden-gate"]);
  });
});
