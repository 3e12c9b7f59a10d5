import { describe, expect, it } from "vitest";
import type { TierId } from "~/content/price-list";
import { readContent } from "~/content/read";
import {
  EMPTY_EXPLORER,
  estimateLines,
  explorerListOf,
  estimateTotal,
  readExplorerQuery,
  readExplorerState,
  readListDate,
  togglePicked,
  withTier,
  withUsers,
  writeExplorerState,
  type ExplorerState,
} from "~/lib/price-explorer";

const LIST = explorerListOf(readContent("en").prices);

const read = (query: string) => readExplorerState(new URLSearchParams(query), LIST);

/** The price list's day, which every estimate's query ends with. */
const DATE = `prices=${LIST.validFrom}`;

/** A visitor who has ticked two offerings before typing. */
const PICKED: ExplorerState = { ...EMPTY_EXPLORER, picked: ["bop-etl", "golden-gate"] };

describe("explorer state in the query string", () => {
  it("round-trips what a visitor set", () => {
    const state = withUsers(
      {
        ...EMPTY_EXPLORER,
        view: "compare",
        picked: ["bop-enterprise-core", "bop-etl", "golden-gate"],
      },
      "8.000",
      LIST,
    );
    const query = writeExplorerState(state, LIST).toString();
    expect(query).toBe(
      `users=8.000&view=compare&offerings=bop-enterprise-core%2Cbop-etl%2Cgolden-gate&${DATE}`,
    );
    expect(read(query)).toEqual(state);
    expect(state.tier).toBe("upTo10k");
  });

  it("leaves the plain page's query empty", () => {
    expect(writeExplorerState(EMPTY_EXPLORER, LIST).toString()).toBe("");
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
    expect(writeExplorerState(chosen, LIST).toString()).toBe(`tier=upTo50k&${DATE}`);
    expect(writeExplorerState(withUsers(chosen, "8000", LIST), LIST).toString()).toBe(
      `users=8000&${DATE}`,
    );
  });
});

describe("the price list's date in the query", () => {
  it("is the list's valid-from day, read back from the address", () => {
    expect(LIST.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const query = writeExplorerState({ ...PICKED }, LIST).toString();
    expect(readListDate(`?${query}`)).toBe(LIST.validFrom);
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
  it("picks the tier the count falls in", () => {
    expect(withUsers(withTier(EMPTY_EXPLORER, "over50k"), "8,000", LIST).tier).toBe("upTo10k");
    expect(withUsers(EMPTY_EXPLORER, "50.001", LIST).tier).toBe("over50k");
  });

  it("steps back to no tier while the count cannot be read, and writes none to the URL", () => {
    const typing = withUsers(withUsers(EMPTY_EXPLORER, "8000", LIST), "8000x", LIST);
    expect(typing).toMatchObject({ users: "8000x", tier: undefined });
    expect(writeExplorerState(typing, LIST).toString()).toBe("");
  });

  it("types 1e6 key by key: the first key's tier does not stay beside the later keys", () => {
    const states = ["1", "1e", "1e6"].reduce<ExplorerState[]>(
      (steps, typed) => [...steps, withUsers(steps.at(-1) ?? PICKED, typed, LIST)],
      [],
    );
    expect(states.map((state) => state.tier)).toEqual(["upTo5k", undefined, undefined]);
    expect(states.map((state) => writeExplorerState(state, LIST).get("users"))).toEqual([
      "1",
      null,
      null,
    ]);
    // Nothing ticked is lost.
    expect(states.every((state) => state.picked === PICKED.picked)).toBe(true);
    expect(estimateTotal(estimateLines(PICKED.picked, states.at(-1)?.tier, LIST))).toBe(0);
  });

  it("types 99999999999 key by key: over 100,000,000 there is no tier, and the ticks stay", () => {
    const states = Array.from({ length: 11 }, (_, index) => "9".repeat(index + 1)).reduce<
      ExplorerState[]
    >((steps, typed) => [...steps, withUsers(steps.at(-1) ?? PICKED, typed, LIST)], []);
    expect(states.map((state) => state.tier)).toEqual([
      ...Array<TierId>(3).fill("upTo5k"),
      "upTo10k",
      // 99,999 to 99,999,999
      ...Array<TierId>(4).fill("over50k"),
      // 999,999,999 and more: beyond any licence
      ...Array<undefined>(3).fill(undefined),
    ]);
    const state = states.at(-1);
    expect(state).toEqual({ ...PICKED, users: "99999999999", tier: undefined });
  });

  it("steps back to no tier when the field is emptied", () => {
    expect(withUsers(withUsers(EMPTY_EXPLORER, "8", LIST), "", LIST).tier).toBeUndefined();
  });
});

describe("a malformed or hostile query string", () => {
  it("drops an unreadable count (never shown in the field), keeping the tier the URL names", () => {
    expect(read("users=abc&tier=upTo50k")).toEqual({ ...EMPTY_EXPLORER, tier: "upTo50k" });
  });

  const hostile: [string, ExplorerState][] = [
    ["users=<script>alert(1)</script>", EMPTY_EXPLORER],
    ["users=%3Cscript%3Ealert(1)%3C%2Fscript%3E", EMPTY_EXPLORER],
    ["users=1e999", EMPTY_EXPLORER],
    ["users=9999999999999999999999", EMPTY_EXPLORER],
    [`users=${"9".repeat(100_000)}`, EMPTY_EXPLORER],
    [`users=${"1,".repeat(50_000)}x`, EMPTY_EXPLORER],
    ["users=-5&users=0&users=8.5", EMPTY_EXPLORER],
    ["tier=tier-9", EMPTY_EXPLORER],
    ["tier=__proto__&view=constructor", EMPTY_EXPLORER],
    ["view=evil", EMPTY_EXPLORER],
    ["view=<img src=x onerror=alert(1)>", EMPTY_EXPLORER],
    ["offerings=nope,bop-etl,bop-etl", { ...EMPTY_EXPLORER, picked: ["bop-etl"] }],
    ["offerings=<b>x</b>", EMPTY_EXPLORER],
    ["users=%E0%A4%A", EMPTY_EXPLORER],
    ["%E0%A4%A=1&users=8000%E0%A4%A", EMPTY_EXPLORER],
    ["?&&=&users&tier&view&offerings", EMPTY_EXPLORER],
  ];
  for (const [query, expected] of hostile) {
    it(`reads ${query.slice(0, 60)} as the default or nearest valid state`, () => {
      expect(readExplorerQuery(query, LIST)).toEqual(expected);
      expect(readExplorerQuery(`?${query}`, LIST)).toEqual(expected);
    });
  }

  it("reads malformed percent-encoding in a raw search string without throwing", () => {
    expect(() => readExplorerQuery("?users=%E0%A4%A&tier=%", LIST)).not.toThrow();
    expect(readExplorerQuery("?users=%E0%A4%A&tier=upTo10k%", LIST)).toEqual(EMPTY_EXPLORER);
    expect(readExplorerQuery("?tier=upTo10k&users=%E0%A4%A", LIST)).toEqual({
      ...EMPTY_EXPLORER,
      tier: "upTo10k",
    });
  });

  it("takes the first usable value of a repeated parameter", () => {
    expect(readExplorerQuery("?users=abc&users=8000&users=60000", LIST)).toEqual({
      ...EMPTY_EXPLORER,
      users: "8000",
      tier: "upTo10k",
    });
    expect(readExplorerQuery("?tier=nope&tier=upTo50k&tier=over50k", LIST).tier).toBe("upTo50k");
    expect(readExplorerQuery("?view=evil&view=compare", LIST).view).toBe("compare");
    expect(readExplorerQuery("?offerings=golden-gate&offerings=bop-etl", LIST).picked).toEqual([
      "bop-etl",
      "golden-gate",
    ]);
  });

  it("writes a hostile query back as the clean query of the state it read", () => {
    const state = readExplorerQuery(
      "?users=8000&users=<script>&view=evil&offerings=x,bop-etl",
      LIST,
    );
    expect(writeExplorerState(state, LIST).toString()).toBe(`users=8000&offerings=bop-etl&${DATE}`);
  });
});

describe("the estimate", () => {
  it("adds up the chosen offerings at the chosen tier", () => {
    const picked = ["golden-gate", "bop-etl", "bop-enterprise-core"].reduce<string[]>(
      (picked, id) => togglePicked(picked, id, LIST),
      [],
    );
    expect(picked).toEqual(["bop-enterprise-core", "bop-etl", "golden-gate"]);
    const lines = estimateLines(picked, "upTo10k", LIST);
    expect(lines.map((line) => line.price)).toEqual([450_000, 200_000, 40_000]);
    expect(estimateTotal(lines)).toBe(690_000);
  });

  it("has lines without prices until a tier is chosen", () => {
    const lines = estimateLines(["bop-etl"], undefined, LIST);
    expect(lines.map((line) => [line.offering.title, line.price])).toEqual([
      ["BOP ETL", undefined],
    ]);
    expect(estimateTotal(lines)).toBe(0);
  });

  it("unticks an offering that is ticked", () => {
    expect(togglePicked(["bop-etl", "golden-gate"], "bop-etl", LIST)).toEqual(["golden-gate"]);
  });
});
