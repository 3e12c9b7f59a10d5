import { describe, expect, it } from "vitest";
import { readContent } from "~/content/read";
import {
  EMPTY_EXPLORER,
  estimateLines,
  explorerListOf,
  estimateTotal,
  readExplorerQuery,
  readListDate,
  withTier,
  withToggled,
  withUsers,
  writeExplorerState,
  type ExplorerState,
} from "~/lib/price-explorer";

const LIST = explorerListOf(readContent("en").prices);

const read = (query: string) => readExplorerQuery(query, LIST);
const write = (state: ExplorerState) => writeExplorerState(state, LIST).toString();

/** The price list's day, which every estimate's query ends with. */
const DATE = `prices=${LIST.validFrom}`;

/** A visitor who has ticked two offerings before typing. */
const PICKED: ExplorerState = { ...EMPTY_EXPLORER, picked: ["bop-etl", "golden-gate"] };

// What a visitor sets, written and read back: the component tests and price-explorer.spec.ts.
describe("explorer state in the query string", () => {
  it("leaves the plain page's query empty", () => {
    expect(write(EMPTY_EXPLORER)).toBe("");
  });

  it("names a directly chosen tier, and a typed count instead once there is one", () => {
    const chosen = withTier(EMPTY_EXPLORER, "upTo50k");
    expect(write(chosen)).toBe(`tier=upTo50k&${DATE}`);
    expect(write(withUsers(chosen, "8000", LIST))).toBe(`users=8000&${DATE}`);
  });
});

describe("the price list's date in the query", () => {
  it("is the list's valid-from day, read back from the address", () => {
    expect(LIST.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(readListDate(`?${write(PICKED)}`)).toBe(LIST.validFrom);
  });

  it("is absent from a link made before links were dated, and from one whose date is not a date", () => {
    expect(readListDate("?users=8000&offerings=bop-etl")).toBeUndefined();
    expect(readListDate("?prices=yesterday&prices=<b>")).toBeUndefined();
    expect(readListDate("?prices=soon&prices=2025-01-01")).toBe("2025-01-01");
  });

  it("does not change the state a link restores", () => {
    expect(read("offerings=bop-etl&prices=2025-01-01")).toEqual(read("offerings=bop-etl"));
  });
});

describe("typing a count", () => {
  it("picks the tier the count falls in, and none while the field is empty or unreadable", () => {
    const typed = withUsers(withTier(EMPTY_EXPLORER, "over50k"), "8,000", LIST);
    expect(typed.tier).toBe("upTo10k");
    expect(withUsers(typed, "", LIST).tier).toBeUndefined();
    // A slip: no tier and nothing in the address, the ticks kept (the component tests type 1e6).
    const typing = withUsers({ ...typed, picked: PICKED.picked }, "8000x", LIST);
    expect(typing).toEqual({ ...PICKED, users: "8000x", tier: undefined });
    expect(writeExplorerState(typing, LIST).get("users")).toBeNull();
  });
});

describe("a malformed or hostile query string", () => {
  it("drops an unreadable count (never shown in the field), keeping the tier the URL names", () => {
    expect(read("users=abc&tier=upTo50k")).toEqual({ ...EMPTY_EXPLORER, tier: "upTo50k" });
    expect(read("?tier=upTo10k&users=%E0%A4%A")).toEqual({ ...EMPTY_EXPLORER, tier: "upTo10k" });
  });

  const hostile: [string, ExplorerState][] = [
    ["users=%3Cscript%3Ealert(1)%3C%2Fscript%3E", EMPTY_EXPLORER],
    [`users=${"9".repeat(100_000)}`, EMPTY_EXPLORER],
    ["users=-5&users=0&users=8.5", EMPTY_EXPLORER],
    ["tier=__proto__&view=constructor", EMPTY_EXPLORER],
    ["view=<img src=x onerror=alert(1)>", EMPTY_EXPLORER],
    ["offerings=nope,bop-etl,bop-etl", { ...EMPTY_EXPLORER, picked: ["bop-etl"] }],
    ["%E0%A4%A=1&users=8000%E0%A4%A&tier=upTo10k%", EMPTY_EXPLORER],
    ["?&&=&users&tier&view&offerings", EMPTY_EXPLORER],
  ];
  for (const [query, expected] of hostile) {
    it(`reads ${query.slice(0, 60)} as the default or nearest valid state`, () => {
      expect(read(query)).toEqual(expected);
      expect(read(`?${query}`)).toEqual(expected);
    });
  }

  it("takes the first usable value of a repeated parameter", () => {
    expect(read("?users=abc&users=8000&users=60000")).toEqual({
      ...EMPTY_EXPLORER,
      users: "8000",
      tier: "upTo10k",
    });
    expect(read("?tier=nope&tier=upTo50k&tier=over50k").tier).toBe("upTo50k");
    expect(read("?view=evil&view=compare").view).toBe("compare");
    expect(read("?offerings=golden-gate&offerings=bop-etl").picked).toEqual([
      "bop-etl",
      "golden-gate",
    ]);
  });

  it("writes a hostile query back as the clean query of the state it read", () => {
    const state = read("?users=8000&users=<script>&view=evil&offerings=x,bop-etl");
    expect(write(state)).toBe(`users=8000&offerings=bop-etl&${DATE}`);
  });
});

describe("the estimate", () => {
  it("adds up the chosen offerings at the chosen tier, in price-list order", () => {
    const state = ["golden-gate", "bop-etl", "bop-enterprise-core"].reduce(
      (state, id) => withToggled(state, id, LIST),
      EMPTY_EXPLORER,
    );
    expect(state.picked).toEqual(["bop-enterprise-core", "bop-etl", "golden-gate"]);
    const lines = estimateLines(state.picked, "upTo10k", LIST);
    expect(lines.map((line) => line.price)).toEqual([450_000, 200_000, 40_000]);
    expect(estimateTotal(lines)).toBe(690_000);
    expect(withToggled(state, "bop-etl", LIST).picked).toEqual([
      "bop-enterprise-core",
      "golden-gate",
    ]);
  });
});
