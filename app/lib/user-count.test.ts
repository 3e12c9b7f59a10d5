import { describe, expect, it } from "vitest";
import { readContent } from "~/content/read";
import { parseUserCount, tierForUsers } from "~/lib/user-count";

const { maxRegisteredUsers: MAX_REGISTERED_USERS, tiers: TIERS } = readContent("en").prices;

const count = (users: number) => ({ kind: "count", users });
const invalid = (problem: string) => ({ kind: "invalid", problem });

/** A single pass grows ten times with ten times the text; a backtracking pattern a hundred. */
const LINEAR_GROWTH_LIMIT = 30;

/** The fastest of several reads of `texts`, in milliseconds: the least disturbed by the machine. */
function fastestRead(texts: string[]) {
  let fastest = Infinity;
  for (let round = 0; round < 20; round += 1) {
    const started = performance.now();
    for (const text of texts) parseUserCount(text, MAX_REGISTERED_USERS);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

describe("parseUserCount", () => {
  it("reads plain digits", () => {
    expect(parseUserCount("8000", MAX_REGISTERED_USERS)).toEqual(count(8_000));
    expect(parseUserCount(" 1 ", MAX_REGISTERED_USERS)).toEqual(count(1));
  });

  it("reads thousands separators as either language types them", () => {
    expect(parseUserCount("8,000", MAX_REGISTERED_USERS)).toEqual(count(8_000));
    expect(parseUserCount("8.000", MAX_REGISTERED_USERS)).toEqual(count(8_000));
    expect(parseUserCount("1.250.000", MAX_REGISTERED_USERS)).toEqual(count(1_250_000));
    expect(parseUserCount("1,250,000", MAX_REGISTERED_USERS)).toEqual(count(1_250_000));
    expect(parseUserCount("50 001", MAX_REGISTERED_USERS)).toEqual(count(50_001));
    expect(parseUserCount("50\u00a0001", MAX_REGISTERED_USERS)).toEqual(count(50_001));
    expect(parseUserCount("50\u202f001", MAX_REGISTERED_USERS)).toEqual(count(50_001));
    expect(parseUserCount("50’001", MAX_REGISTERED_USERS)).toEqual(count(50_001));
  });

  it("says nothing while the field is empty", () => {
    expect(parseUserCount("", MAX_REGISTERED_USERS)).toEqual({ kind: "empty" });
    expect(parseUserCount("   ", MAX_REGISTERED_USERS)).toEqual({ kind: "empty" });
  });

  it("names what is wrong with malformed counts, and never throws", () => {
    expect(parseUserCount("abc", MAX_REGISTERED_USERS)).toEqual(invalid("notANumber"));
    expect(parseUserCount("8k", MAX_REGISTERED_USERS)).toEqual(invalid("notANumber"));
    expect(parseUserCount("1e6", MAX_REGISTERED_USERS)).toEqual(invalid("notANumber"));
    expect(parseUserCount("8,00", MAX_REGISTERED_USERS)).toEqual(invalid("fraction"));
    expect(parseUserCount("1,5", MAX_REGISTERED_USERS)).toEqual(invalid("fraction"));
    expect(parseUserCount("8.5", MAX_REGISTERED_USERS)).toEqual(invalid("fraction"));
    expect(parseUserCount("1.234,5", MAX_REGISTERED_USERS)).toEqual(invalid("fraction"));
    expect(parseUserCount("1,234.000.000", MAX_REGISTERED_USERS)).toEqual(invalid("notANumber"));
    expect(parseUserCount("-5", MAX_REGISTERED_USERS)).toEqual(invalid("negative"));
    expect(parseUserCount("−5", MAX_REGISTERED_USERS)).toEqual(invalid("negative"));
    expect(parseUserCount("0", MAX_REGISTERED_USERS)).toEqual(invalid("zero"));
    expect(parseUserCount("000", MAX_REGISTERED_USERS)).toEqual(invalid("zero"));
  });

  it("turns away absurd sizes", () => {
    expect(parseUserCount(String(MAX_REGISTERED_USERS), MAX_REGISTERED_USERS)).toEqual(
      count(MAX_REGISTERED_USERS),
    );
    expect(parseUserCount(String(MAX_REGISTERED_USERS + 1), MAX_REGISTERED_USERS)).toEqual(
      invalid("tooLarge"),
    );
    expect(parseUserCount("9".repeat(400), MAX_REGISTERED_USERS)).toEqual(invalid("tooLarge"));
    expect(parseUserCount("99999999999", MAX_REGISTERED_USERS)).toEqual(invalid("tooLarge"));
    expect(parseUserCount("9999999999999999999999", MAX_REGISTERED_USERS)).toEqual(
      invalid("tooLarge"),
    );
  });

  it("reads each prefix of 1e6 typed key by key: only the first is a count", () => {
    expect(["1", "1e", "1e6"].map((typed) => parseUserCount(typed, MAX_REGISTERED_USERS))).toEqual([
      count(1),
      invalid("notANumber"),
      invalid("notANumber"),
    ]);
  });

  it("reads each prefix of 99999999999: a count up to 100,000,000, too large after", () => {
    const prefixes = Array.from({ length: 11 }, (_, index) => "9".repeat(index + 1));
    expect(prefixes.map((typed) => parseUserCount(typed, MAX_REGISTERED_USERS))).toEqual(
      prefixes.map((typed) =>
        Number(typed) <= MAX_REGISTERED_USERS ? count(Number(typed)) : invalid("tooLarge"),
      ),
    );
  });

  it("turns away hostile text at once, however long", () => {
    expect(parseUserCount("<script>alert(1)</script>", MAX_REGISTERED_USERS)).toEqual(
      invalid("notANumber"),
    );
    expect(parseUserCount("1e999", MAX_REGISTERED_USERS)).toEqual(invalid("notANumber"));
    expect(parseUserCount("\ufffd\ufffd", MAX_REGISTERED_USERS)).toEqual(invalid("notANumber"));
    const hostile = (length: number) => [
      `${"1,".repeat(length / 2)}x`,
      `${"1".repeat(length)},5`,
      "1".repeat(length),
    ];
    expect(hostile(100_000).map((text) => parseUserCount(text, MAX_REGISTERED_USERS))).toEqual([
      invalid("notANumber"),
      invalid("notANumber"),
      invalid("tooLarge"),
    ]);
    // "At once, however long": ten times the text costs at most about ten times the time, as a
    // single pass does, measured against itself on this machine rather than against a clock. A
    // pattern that backtracks (quadratic) would cost a hundred times.
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
