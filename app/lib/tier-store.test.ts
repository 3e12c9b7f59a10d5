import { describe, expect, it, vi } from "vitest";
import { createTierStore } from "~/lib/tier-store";

describe("createTierStore", () => {
  it("tells its listeners of a new tier, once, and not of the same tier again", () => {
    const store = createTierStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.get()).toBeUndefined();
    store.set("upTo10k");
    store.set("upTo10k");
    expect(store.get()).toBe("upTo10k");
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(undefined);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set("over50k");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
