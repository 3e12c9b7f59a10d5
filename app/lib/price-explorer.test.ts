import { describe, expect, it } from "vitest";
import {
  EMPTY_EXPLORER,
  estimateLines,
  estimateTotal,
  readExplorerState,
  togglePicked,
  withTier,
  withUsers,
  writeExplorerState,
} from "~/lib/price-explorer";

const read = (query: string) => readExplorerState(new URLSearchParams(query));

describe("explorer state in the query string", () => {
  it("round-trips what a visitor set", () => {
    const state = withUsers(
      {
        ...EMPTY_EXPLORER,
        view: "compare",
        picked: ["bop-enterprise-core", "bop-etl", "golden-gate"],
      },
      "8.000",
    );
    const query = writeExplorerState(state).toString();
    expect(query).toBe(
      "users=8.000&view=compare&offerings=bop-enterprise-core%2Cbop-etl%2Cgolden-gate",
    );
    expect(read(query)).toEqual(state);
    expect(state.tier).toBe("upTo10k");
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

  it("names a directly chosen tier, and a typed count instead once there is one", () => {
    const chosen = withTier(EMPTY_EXPLORER, "upTo50k");
    expect(writeExplorerState(chosen).toString()).toBe("tier=upTo50k");
    expect(writeExplorerState(withUsers(chosen, "8000")).toString()).toBe("users=8000");
  });
});

describe("typing a count", () => {
  it("picks the tier the count falls in", () => {
    expect(withUsers(withTier(EMPTY_EXPLORER, "over50k"), "8,000").tier).toBe("upTo10k");
    expect(withUsers(EMPTY_EXPLORER, "50.001").tier).toBe("over50k");
  });

  it("changes no tier while the count cannot be read, and keeps the last good one in the URL", () => {
    const typing = withUsers(withUsers(EMPTY_EXPLORER, "8000"), "8000x");
    expect(typing).toMatchObject({ users: "8000x", tier: "upTo10k" });
    expect(writeExplorerState(typing).toString()).toBe("tier=upTo10k");
  });

  it("shows a hand-edited unreadable count as typed, with the tier the URL names", () => {
    expect(read("users=abc&tier=upTo50k")).toMatchObject({ users: "abc", tier: "upTo50k" });
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
