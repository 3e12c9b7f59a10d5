import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False while React hydrates the prerendered page, true from then on: what the visitor has set
 * in the URL can render only after hydration, so the first render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
