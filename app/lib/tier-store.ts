import type { TierId } from "~/content/price-list";

/**
 * The explorer's current tier, outside React state, for the 92 rows of the per-offering tables:
 * each row subscribes to whether it is the marked one, so a change of tier renders the two rows
 * per table that change, not every table around them.
 */
export interface TierStore {
  get(): TierId | undefined;
  set(tier: TierId | undefined): void;
  subscribe(listener: () => void): () => void;
}

export function createTierStore(): TierStore {
  let current: TierId | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(tier) {
      if (tier === current) return;
      current = tier;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
