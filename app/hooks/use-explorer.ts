import type { ReadableAtom } from "nanostores";
import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { afterNextPaint } from "~/lib/after-next-paint";
import { explorerContext, explorerFailed, explorerState, linkedDate } from "~/lib/explorer-store";
import { EMPTY_EXPLORER, type ExplorerState } from "~/lib/price-explorer";

// Two ways to follow the explorer's state (docs/performance-findings.md, issue 62). What answers
// an input in its own frame reads a part in step with the store, and renders again only when that
// part changes; the rest follows after that frame is painted, in a transition React may pause.

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

const listenToState = (onChange: () => void) => explorerState.listen(onChange);

/**
 * One part of the state, in step with the store: `select` returns a string or a number, so other
 * changes render nothing here.
 */
export function useExplorerPart<T>(select: (state: ExplorerState) => T): T {
  return useSyncExternalStore(
    listenToState,
    () => select(explorerState.get()),
    () => select(EMPTY_EXPLORER),
  );
}

/** The parts read in step with the store, each the same function at every render. */
export const stateParts = {
  users: (state: ExplorerState) => state.users,
  tier: (state: ExplorerState) => state.tier,
  view: (state: ExplorerState) => state.view,
};

/** The whole state, once the frame that answers an input is painted: for what a visitor reads next. */
export function useExplorerStateAfterPaint(): ExplorerState {
  const [state, setState] = useState(EMPTY_EXPLORER);
  useEffect(() => {
    const follow = () => startTransition(() => setState(explorerState.get()));
    follow();
    // A transition begun at once may commit before the frame that answers the input, and delay it.
    return explorerState.listen(() => afterNextPaint(follow));
  }, []);
  return state;
}

/** What the explorer works with, once it has started. */
export const useExplorerContext = () => useStore(explorerContext, undefined);
/** Whether the explorer has failed, so an island shows nothing more. */
export const useExplorerFailed = () => useStore(explorerFailed, false);
/** The price list's date the address named, if any (explorer-store.ts, `linkedDate`). */
export const useLinkedDate = () => useStore(linkedDate, undefined);
