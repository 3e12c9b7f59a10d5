import type { ReadableAtom } from "nanostores";
import { useCallback, useSyncExternalStore } from "react";
import { explorerContext, explorerFailed, explorerState, linkedDate } from "~/lib/explorer-store";
import { EMPTY_EXPLORER } from "~/lib/price-explorer";

/**
 * The value the page was built with while hydrating, so each island matches its static HTML
 * (@nanostores/react's useStore reads the live one, which a late island would not match).
 */
function useStore<T>(store: ReadableAtom<T>, built: T): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(),
    () => built,
  );
}

export const useExplorerState = () => useStore(explorerState, EMPTY_EXPLORER);
/** What the explorer works with, once it has started. */
export const useExplorerContext = () => useStore(explorerContext, undefined);
/** Whether the explorer has failed, so an island shows nothing more. */
export const useExplorerFailed = () => useStore(explorerFailed, false);
/** The price list's date the address named, if any (explorer-store.ts, `linkedDate`). */
export const useLinkedDate = () => useStore(linkedDate, undefined);
