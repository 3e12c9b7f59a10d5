import { priceSections, tiers, type Offering, type TierId } from "~/content/price-list";
import { parseUserCount, tierForUsers } from "~/lib/user-count";

export const explorerViews = ["tables", "compare"] as const;
export type ExplorerView = (typeof explorerViews)[number];

/** What a visitor has set on the price page; all of it lives in the query string. */
export interface ExplorerState {
  /** The count as typed, so the field shows what the visitor wrote, readable or not. */
  users: string;
  /**
   * The tier that applies: from the last count that could be read, or chosen directly. A count
   * that cannot be read leaves it as it was.
   */
  tier?: TierId;
  view: ExplorerView;
  /** Offering ids in the estimate, in price-list order. */
  picked: readonly string[];
}

export const EMPTY_EXPLORER: ExplorerState = { users: "", view: "tables", picked: [] };

const offerings: readonly Offering[] = priceSections.flatMap((section) => section.offerings);
const isTierId = (value: string | null): value is TierId => tiers.some((tier) => tier.id === value);

/** The state after typing: a readable count picks its tier; anything else changes no tier. */
export function withUsers(state: ExplorerState, typed: string): ExplorerState {
  const count = parseUserCount(typed);
  const tier = count.kind === "count" ? tierForUsers(count.users) : state.tier;
  return { ...state, users: typed, tier };
}

/** The state after choosing a tier directly: the typed count no longer applies. */
export function withTier(state: ExplorerState, tier: TierId): ExplorerState {
  return { ...state, users: "", tier };
}

/** The state a query string describes; anything unknown in it is ignored, never an error. */
export function readExplorerState(params: URLSearchParams): ExplorerState {
  const tier = params.get("tier");
  const picked = new Set(params.get("offerings")?.split(",") ?? []);
  const base: ExplorerState = {
    users: "",
    tier: isTierId(tier) ? tier : undefined,
    view: params.get("view") === "compare" ? "compare" : "tables",
    picked: offerings.filter((offering) => picked.has(offering.id)).map((offering) => offering.id),
  };
  return withUsers(base, params.get("users") ?? "");
}

/** The query string of a state: a readable count, else the tier, and what differs from the plain page. */
export function writeExplorerState(state: ExplorerState): URLSearchParams {
  const params = new URLSearchParams();
  if (parseUserCount(state.users).kind === "count") params.set("users", state.users.trim());
  else if (state.tier) params.set("tier", state.tier);
  if (state.view !== "tables") params.set("view", state.view);
  if (state.picked.length > 0) params.set("offerings", state.picked.join(","));
  return params;
}

/** Ticks or unticks an offering, keeping the estimate in price-list order. */
export function togglePicked(picked: readonly string[], id: string): string[] {
  const next = new Set(picked);
  if (!next.delete(id)) next.add(id);
  return offerings.filter((offering) => next.has(offering.id)).map((offering) => offering.id);
}

export interface EstimateLine {
  offering: Offering;
  /** The list price at the chosen tier; none until a tier is chosen. */
  price?: number;
}

export function estimateLines(picked: readonly string[], tier: TierId | undefined): EstimateLine[] {
  return offerings
    .filter((offering) => picked.includes(offering.id))
    .map((offering) => ({ offering, price: tier ? offering.prices[tier] : undefined }));
}

export function estimateTotal(lines: readonly EstimateLine[]): number {
  return lines.reduce((sum, line) => sum + (line.price ?? 0), 0);
}
