import { describe, expect, it } from "vitest";
import { readContent } from "~/content/read";
import { parseUserCount, tierForUsers } from "~/lib/user-count";

const { maxRegisteredUsers: MAX_REGISTERED_USERS, tiers: TIERS } = readContent("en").prices;
const parse = (typed: string) => parseUserCount(typed, MAX_REGISTERED_USERS);

const count = (users: number) => ({ kind: "count", users });
const invalid = (problem: string) => ({ kind: "invalid", problem });

/** A single pass grows ten times with ten times the text; a backtracking pattern a hundred. */
const LINEAR_GROWTH_LIMIT = 30;

/** The fastest of several reads of `texts`, in milliseconds: the least disturbed by the machine. */
function fastestRead(texts: string[]) {
  let fastest = Infinity;
  for (let round = 0; round < 20; round += 1) {
    const started = performance.now();
    for (const text of texts) parse(text);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

describe("parseUserCount", () => {
  it("reads plain digits", () => {
    expect(parse("8000")).toEqual(count(8_000));
    expect(parse(" 1 ")).toEqual(count(1));
  });

  it("reads thousands separators as either language types them", () => {
    expect(parse("8,000")).toEqual(count(8_000));
    expect(parse("8.000")).toEqual(count(8_000));
    expect(parse("1.250.000")).toEqual(count(1_250_000));
    expect(parse("1,250,000")).toEqual(count(1_250_000));
    expect(parse("50 001")).toEqual(count(50_001));
    expect(parse("50\u00a0001")).toEqual(count(50_001));
    expect(parse("50\u202f001")).toEqual(count(50_001));
    expect(parse("50’001")).toEqual(count(50_001));
  });

  it("says nothing while the field is empty", () => {
    expect(parse("")).toEqual({ kind: "empty" });
    expect(parse("   ")).toEqual({ kind: "empty" });
  });

  it("names what is wrong with malformed counts, and never throws", () => {
    expect(parse("abc")).toEqual(invalid("notANumber"));
    expect(parse("8k")).toEqual(invalid("notANumber"));
    expect(parse("1e6")).toEqual(invalid("notANumber"));
    expect(parse("8,00")).toEqual(invalid("fraction"));
    expect(parse("1,5")).toEqual(invalid("fraction"));
    expect(parse("8.5")).toEqual(invalid("fraction"));
    expect(parse("1.234,5")).toEqual(invalid("fraction"));
    expect(parse("1,234.000.000")).toEqual(invalid("notANumber"));
    expect(parse("-5")).toEqual(invalid("negative"));
    expect(parse("−5")).toEqual(invalid("negative"));
    expect(parse("0")).toEqual(invalid("zero"));
    expect(parse("000")).toEqual(invalid("zero"));
  });

  it("turns away absurd sizes", () => {
    expect(parse(String(MAX_REGISTERED_USERS))).toEqual(count(MAX_REGISTERED_USERS));
    expect(parse(String(MAX_REGISTERED_USERS + 1))).toEqual(invalid("tooLarge"));
    expect(parse("99999999999")).toEqual(invalid("tooLarge"));
  });

  it("turns away hostile text at once, however long", () => {
    expect(parse("<script>alert(1)</script>")).toEqual(invalid("notANumber"));
    expect(parse("\ufffd\ufffd")).toEqual(invalid("notANumber"));
    const hostile = (length: number) => [
      `${"1,".repeat(length / 2)}x`,
      `${"1".repeat(length)},5`,
      "1".repeat(length),
    ];
    expect(hostile(100_000).map((text) => parse(text))).toEqual([
      invalid("notANumber"),
      invalid("notANumber"),
      invalid("tooLarge"),
    ]);
    // Against itself on this machine, not a clock: a single pass, not a backtracking pattern.
    const short = fastestRead(hostile(2_000));
    const long = fastestRead(hostile(20_000));
    expect(long / short, `${long.toFixed(3)} ms against ${short.toFixed(3)} ms`).toBeLessThan(
      LINEAR_GROWTH_LIMIT,
    );
  });
});

describe("tierForUsers", () => {
  it("puts each count in the tier that includes it, upper bound included", () => {
    expect(tierForUsers(1, TIERS)).toBe("upTo5k");
    expect(tierForUsers(4_999, TIERS)).toBe("upTo5k");
    expect(tierForUsers(5_000, TIERS)).toBe("upTo5k");
    expect(tierForUsers(5_001, TIERS)).toBe("upTo10k");
    expect(tierForUsers(10_000, TIERS)).toBe("upTo10k");
    expect(tierForUsers(10_001, TIERS)).toBe("upTo50k");
    expect(tierForUsers(50_000, TIERS)).toBe("upTo50k");
    expect(tierForUsers(50_001, TIERS)).toBe("over50k");
    expect(tierForUsers(MAX_REGISTERED_USERS, TIERS)).toBe("over50k");
  });
});
