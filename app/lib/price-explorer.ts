import {
  offeringsOf,
  TIER_IDS,
  type ExplorerContent,
  type Tier,
  type TierId,
} from "~/content/price-list";
import { parseUserCount, tierForUsers, tierUserBounds } from "~/lib/user-count";

/** What the explorer computes with, from the price list's data: the same in every language. */
export type ExplorerList = ReturnType<typeof explorerListOf>;

export const explorerViews = ["tables", "compare"] as const;
export type ExplorerView = (typeof explorerViews)[number];

/** What a visitor has set on the price page; all of it lives in the query string. */
export interface ExplorerState {
  /** The count as typed, so the field shows what the visitor wrote, readable or not. */
  users: string;
  /** The typed count's tier, or the one chosen while the field is empty; none for a slip. */
  tier?: TierId;
  view: ExplorerView;
  /** Offering ids in the estimate, in price-list order. */
  picked: readonly string[];
}

export const EMPTY_EXPLORER: ExplorerState = { users: "", view: "tables", picked: [] };

export function explorerListOf(content: ExplorerContent) {
  return {
    validFrom: content.validFrom,
    tiers: content.tiers as readonly Tier[],
    maxRegisteredUsers: content.maxRegisteredUsers,
    offerings: offeringsOf(content),
  };
}

const isTierId = (value: string): value is TierId =>
  (TIER_IDS as readonly string[]).includes(value);
const isView = (value: string): value is ExplorerView =>
  (explorerViews as readonly string[]).includes(value);

/** The typed count of users, when it can be read: none for an empty field or a slip. */
export function typedUsers(state: Pick<ExplorerState, "users">, list: ExplorerList) {
  const count = parseUserCount(state.users, list.maxRegisteredUsers);
  return count.kind === "count" ? count.users : undefined;
}

/** The state after typing: a readable count picks its tier, a slip steps back to none. */
export function withUsers(state: ExplorerState, typed: string, list: ExplorerList): ExplorerState {
  const users = typedUsers({ users: typed }, list);
  const tier = users === undefined ? undefined : tierForUsers(users, list.tiers);
  return { ...state, users: typed, tier };
}

/** The state after choosing a tier directly: the typed count no longer applies. */
export function withTier(state: ExplorerState, tier: TierId): ExplorerState {
  return { ...state, users: "", tier };
}

/** The state after ticking or unticking one offering, the estimate kept in price-list order. */
export function withToggled(state: ExplorerState, id: string, list: ExplorerList): ExplorerState {
  const next = new Set(state.picked);
  if (!next.delete(id)) next.add(id);
  return { ...state, picked: list.offerings.map(({ id }) => id).filter((id) => next.has(id)) };
}

/**
 * The state of a query (`location.search`), or the nearest valid one: nothing in it is trusted, a
 * repeated parameter counts by its first usable value, and anything unknown is ignored.
 */
export function readExplorerQuery(search: string, list: ExplorerList): ExplorerState {
  const params = new URLSearchParams(search);
  const users = params
    .getAll("users")
    .map((typed) => typed.trim())
    .find((typed) => typedUsers({ users: typed }, list) !== undefined);
  const named = new Set(params.getAll("offerings").flatMap((list) => list.split(",")));
  const base: ExplorerState = {
    users: "",
    tier: params.getAll("tier").find(isTierId),
    view: params.getAll("view").find(isView) ?? EMPTY_EXPLORER.view,
    picked: list.offerings.map(({ id }) => id).filter((id) => named.has(id)),
  };
  return users === undefined ? base : withUsers(base, users, list);
}

/** The query parameter that dates an estimate's address with its price list's valid-from day. */
const LIST_DATE_PARAM = "prices";

/** The price list's date an address names, if any: a link made under another list says so. */
export function readListDate(search: string): string | undefined {
  return new URLSearchParams(search)
    .getAll(LIST_DATE_PARAM)
    .find((date) => /^\d{4}-\d{2}-\d{2}$/.test(date));
}

/** A state's query: the count, else the tier, what differs from the plain page, and the date. */
export function writeExplorerState(state: ExplorerState, list: ExplorerList): URLSearchParams {
  const params = new URLSearchParams();
  if (typedUsers(state, list)) params.set("users", state.users.trim());
  else if (state.tier) params.set("tier", state.tier);
  if (state.view !== EMPTY_EXPLORER.view) params.set("view", state.view);
  if (state.picked.length > 0) params.set("offerings", state.picked.join(","));
  if (params.size > 0) params.set(LIST_DATE_PARAM, list.validFrom);
  return params;
}

export type EstimateLine = ReturnType<typeof estimateLines>[number];

export function estimateLines(
  picked: readonly string[],
  tier: TierId | undefined,
  list: ExplorerList,
) {
  return list.offerings
    .filter((offering) => picked.includes(offering.id))
    .map((offering) => ({ offering, price: tier ? offering.prices[tier] : undefined }));
}

export function estimateTotal(lines: readonly EstimateLine[]): number {
  return lines.reduce((sum, line) => sum + (line.price ?? 0), 0);
}

export type NextTierStep = NonNullable<ReturnType<typeof nextTierStep>>;

/**
 * What the estimate costs one tier up, for lines at a tier below the top one; `room` (users left
 * in the tier, up to its `upperBound`) only for a typed count.
 */
export function nextTierStep(
  lines: readonly EstimateLine[],
  tier: TierId | undefined,
  users: number | undefined,
  list: ExplorerList,
) {
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
