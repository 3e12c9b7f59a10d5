import type { ReadableAtom } from "nanostores";
import { useCallback, useSyncExternalStore } from "react";
import { explorerContext, explorerFailed, explorerState, linkedDate } from "~/lib/explorer-store";
import { EMPTY_EXPLORER } from "~/lib/price-explorer";

/**
 * A store's value in a component: on the server and while hydrating the value the page was built
 * with (`built`), so each island's first render matches its static HTML whatever the store holds
 * by then; then the live value. (@nanostores/react's `useStore` reads the live value while
 * hydrating, which an island hydrating after the explorer has started would not match.)
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
