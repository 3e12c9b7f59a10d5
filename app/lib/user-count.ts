import type { Tier, TierId, UserRange } from "~/content/price-list";

/** Why a typed count cannot be read, each with its own message. */
type UserCountProblem = "notANumber" | "negative" | "fraction" | "zero" | "tooLarge";

type UserCount =
  | { kind: "empty" }
  | { kind: "count"; users: number }
  | { kind: "invalid"; problem: UserCountProblem };

// Digits grouped in threes by one kind of separator: 8,000 / 8.000 / 8 000 / 8’000.
const GROUPED = /^\d{1,3}(?:([.,\u0020\u00a0\u202f'’])\d{3})(?:\1\d{3})*$/;
const PLAIN = /^\d+$/;
const NEGATIVE = /^[-\u2212]/;
// A last point or comma not followed by exactly three digits: a fraction (8.5, 1,5, 1.234,5).
const FRACTION = /^\d[\d.,\u0020\u00a0\u202f'’]*[.,](?!\d{3}$)\d*$/;
// Longer text is judged before a pattern sees it, so a pasted megabyte of digits costs no time.
const LONGEST_READABLE = 24;

/** A typed count in either language's grouping; anything but 1 to `maxUsers` is a problem. */
export function parseUserCount(typed: string, maxUsers: number): UserCount {
  const text = typed.trim();
  if (text === "") return { kind: "empty" };
  if (NEGATIVE.test(text)) return { kind: "invalid", problem: "negative" };
  if (text.length > LONGEST_READABLE) {
    return { kind: "invalid", problem: PLAIN.test(text) ? "tooLarge" : "notANumber" };
  }
  if (!PLAIN.test(text) && !GROUPED.test(text)) {
    return { kind: "invalid", problem: FRACTION.test(text) ? "fraction" : "notANumber" };
  }
  const users = Number(text.replace(/\D/g, ""));
  if (users === 0) return { kind: "invalid", problem: "zero" };
  if (users > maxUsers) return { kind: "invalid", problem: "tooLarge" };
  return { kind: "count", users };
}

/** The tier a count falls in: each tier includes its upper bound (5,000 is in "0 – 5,000"). */
export function tierForUsers(users: number, tiers: readonly Tier[]): TierId {
  const tier = tiers.find(({ users: range }) => range.to !== undefined && users <= range.to);
  // Above every upper bound: the last tier, which has none.
  return tier?.id ?? (tiers.at(-1) as Tier).id;
}

/** The counts a tier covers, both ends included: from one above the last tier's upper bound. */
export function tierUserBounds({ from, to }: UserRange): { min: number; max?: number } {
  return to === undefined ? { min: from + 1 } : { min: from + 1, max: to };
}
