import {
  offeringsOf,
  TIER_IDS,
  type Offering,
  type ExplorerContent,
  type Tier,
  type TierId,
} from "~/content/price-list";
import { parseUserCount, tierForUsers, tierUserBounds } from "~/lib/user-count";

/** What the explorer computes with, from the price list's data: the same in every language. */
export interface ExplorerList {
  /** The day the price list took effect (2026-01-01), which dates every estimate's address. */
  validFrom: string;
  tiers: readonly Tier[];
  maxRegisteredUsers: number;
  /** Every offering, in price-list order. */
  offerings: readonly Offering[];
}

export const explorerViews = ["tables", "compare"] as const;
export type ExplorerView = (typeof explorerViews)[number];

/** What a visitor has set on the price page; all of it lives in the query string. */
export interface ExplorerState {
  /** The count as typed, so the field shows what the visitor wrote, readable or not. */
  users: string;
  /**
   * The tier that applies: the typed count's, or the one chosen directly while the field is
   * empty. While the field holds a count that cannot be read there is none, so no price stands
   * beside a number it does not belong to.
   */
  tier?: TierId;
  view: ExplorerView;
  /** Offering ids in the estimate, in price-list order. */
  picked: readonly string[];
}

export const EMPTY_EXPLORER: ExplorerState = { users: "", view: "tables", picked: [] };

/** The explorer's list from the price page's content. */
export function explorerListOf(content: ExplorerContent): ExplorerList {
  return {
    validFrom: content.validFrom,
    tiers: content.tiers,
    maxRegisteredUsers: content.maxRegisteredUsers,
    offerings: offeringsOf(content),
  };
}

const isTierId = (value: string): value is TierId =>
  (TIER_IDS as readonly string[]).includes(value);
const isView = (value: string): value is ExplorerView =>
  (explorerViews as readonly string[]).includes(value);

/** The tier a typed count puts the visitor in; none while the count cannot be read. */
function tierOfTyped(typed: string, list: ExplorerList): TierId | undefined {
  const count = parseUserCount(typed, list.maxRegisteredUsers);
  return count.kind === "count" ? tierForUsers(count.users, list.tiers) : undefined;
}

/**
 * The state after typing: a readable count picks its tier; an empty field or one that cannot be
 * read steps back to no tier (the first "1" of "1e6" must not leave 0 – 5,000 standing). The
 * ticks and the view stay as they are.
 */
export function withUsers(state: ExplorerState, typed: string, list: ExplorerList): ExplorerState {
  return { ...state, users: typed, tier: tierOfTyped(typed, list) };
}

/** The typed count of users, when it can be read: none for an empty field or a slip. */
export function typedUsers(state: ExplorerState, list: ExplorerList): number | undefined {
  const count = parseUserCount(state.users, list.maxRegisteredUsers);
  return count.kind === "count" ? count.users : undefined;
}

/** The state after choosing a tier directly: the typed count no longer applies. */
export function withTier(state: ExplorerState, tier: TierId): ExplorerState {
  return { ...state, users: "", tier };
}

export function withView(state: ExplorerState, view: ExplorerView): ExplorerState {
  return { ...state, view };
}

/** The state after ticking or unticking one offering. */
export function withToggled(state: ExplorerState, id: string, list: ExplorerList): ExplorerState {
  return { ...state, picked: togglePicked(state.picked, id, list) };
}

/** The state after Clear: nothing ticked, the count and tier kept. */
export function withoutPicked(state: ExplorerState): ExplorerState {
  return { ...state, picked: EMPTY_EXPLORER.picked };
}

/**
 * The state a query string describes, or the nearest valid one: it comes from anywhere (a shared
 * link, a hand edit, a hostile page), so nothing in it is trusted or shown as it came. A count is
 * kept only if it can be read (else the field stays empty); a repeated parameter counts by its
 * first usable value; unknown tiers, views, offerings and parameters are ignored. Never throws.
 */
export function readExplorerState(params: URLSearchParams, list: ExplorerList): ExplorerState {
  const users = params
    .getAll("users")
    .map((typed) => typed.trim())
    .find((typed) => tierOfTyped(typed, list) !== undefined);
  const named = new Set(params.getAll("offerings").flatMap((list) => list.split(",")));
  const base: ExplorerState = {
    users: "",
    tier: params.getAll("tier").find(isTierId),
    view: params.getAll("view").find(isView) ?? EMPTY_EXPLORER.view,
    picked: list.offerings
      .filter((offering) => named.has(offering.id))
      .map((offering) => offering.id),
  };
  return users === undefined ? base : withUsers(base, users, list);
}

/** The state of the address's query (`location.search`, with or without its "?"). */
export function readExplorerQuery(search: string, list: ExplorerList): ExplorerState {
  return readExplorerState(new URLSearchParams(search), list);
}

/** The query parameter that dates an estimate's address with its price list's valid-from day. */
export const LIST_DATE_PARAM = "prices";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The price list's date an address names (`location.search`), if it names one written as a date.
 * A link made under another list opens with today's prices; this says whether to tell the visitor.
 */
export function readListDate(search: string): string | undefined {
  return new URLSearchParams(search).getAll(LIST_DATE_PARAM).find((date) => ISO_DATE.test(date));
}

/**
 * The query string of a state: a readable count, else the tier, and what differs from the plain
 * page, dated with the price list it was priced by. The plain page's query stays empty.
 */
export function writeExplorerState(state: ExplorerState, list: ExplorerList): URLSearchParams {
  const params = new URLSearchParams();
  if (tierOfTyped(state.users, list)) params.set("users", state.users.trim());
  else if (state.tier) params.set("tier", state.tier);
  if (state.view !== EMPTY_EXPLORER.view) params.set("view", state.view);
  if (state.picked.length > 0) params.set("offerings", state.picked.join(","));
  if (params.size > 0) params.set(LIST_DATE_PARAM, list.validFrom);
  return params;
}

/** Ticks or unticks an offering, keeping the estimate in price-list order. */
export function togglePicked(picked: readonly string[], id: string, list: ExplorerList): string[] {
  const next = new Set(picked);
  if (!next.delete(id)) next.add(id);
  return list.offerings.filter((offering) => next.has(offering.id)).map((offering) => offering.id);
}

export interface EstimateLine {
  offering: Offering;
  /** The list price at the chosen tier; none until a tier is chosen. */
  price?: number;
}

export function estimateLines(
  picked: readonly string[],
  tier: TierId | undefined,
  list: ExplorerList,
): EstimateLine[] {
  return list.offerings
    .filter((offering) => picked.includes(offering.id))
    .map((offering) => ({ offering, price: tier ? offering.prices[tier] : undefined }));
}

export function estimateTotal(lines: readonly EstimateLine[]): number {
  return lines.reduce((sum, line) => sum + (line.price ?? 0), 0);
}

/** What the estimate's offerings cost one tier up, and how far the buyer is from it. */
export interface NextTierStep {
  /** Users the tier still holds beyond the typed count (0 at its upper bound); none for a chosen tier. */
  room?: number;
  /** The tier's upper bound, which it includes (10,000 in "5,000 – 10,000"). */
  upperBound: number;
  /** The first count of the next tier. */
  from: number;
  /** The estimate's offerings at the next tier's prices. */
  total: number;
  /** How much more that is than the estimate's total. */
  difference: number;
  /** How many offerings the estimate holds. */
  offerings: number;
}

/**
 * The step to the next tier for an estimate with prices: none without lines or a tier, and none
 * from the top tier, which has no upper bound. `users` is the typed count, when there is one.
 */
export function nextTierStep(
  lines: readonly EstimateLine[],
  tier: TierId | undefined,
  users: number | undefined,
  list: ExplorerList,
): NextTierStep | undefined {
  const index = list.tiers.findIndex((each) => each.id === tier);
  const next = list.tiers[index + 1];
  const upperBound = list.tiers[index]?.users.to;
  if (lines.length === 0 || index < 0 || !next || upperBound === undefined) return undefined;
  const total = lines.reduce((sum, line) => sum + line.offering.prices[next.id], 0);
  return {
    ...(users === undefined ? {} : { room: upperBound - users }),
    upperBound,
    from: tierUserBounds(next.users).min,
    total,
    difference: total - estimateTotal(lines),
    offerings: lines.length,
  };
}
