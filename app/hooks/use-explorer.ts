import type { ReadableAtom } from "nanostores";
import { useCallback, useSyncExternalStore } from "react";
import {
  explorerContext,
  explorerFailed,
  explorerState,
  linkedDate,
  type ExplorerContext,
} from "~/lib/explorer-store";
import { EMPTY_EXPLORER, type ExplorerState } from "~/lib/price-explorer";

/**
 * A part of a store's value in a component. On the server and while hydrating it is the part of
 * `built`, the value the page was built with, so each island's first render matches its static
 * HTML whatever the store holds by the time it hydrates; then the live value. (@nanostores/react's
 * `useStore` reads the live value while hydrating, which an island hydrating after the explorer
 * has started would not match.) A component renders again only when its part changes.
 */
function useStorePart<T, P>(store: ReadableAtom<T>, built: T, part: (value: T) => P): P {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(
    subscribe,
    () => part(store.get()),
    () => part(built),
  );
}

const whole = <T>(value: T): T => value;

/** The explorer's state, or the part of it that `part` picks (a value compared with `Object.is`). */
export function useExplorerState(): ExplorerState;
export function useExplorerState<P>(part: (state: ExplorerState) => P): P;
export function useExplorerState<P>(part: (state: ExplorerState) => P = whole as never): P {
  return useStorePart(explorerState, EMPTY_EXPLORER, part);
}

/** What the explorer works with, once it has started (none on the server and while hydrating). */
export function useExplorerContext(): ExplorerContext | undefined {
  return useStorePart(explorerContext, undefined, whole);
}

/** Whether the explorer has failed, so an island shows nothing more. */
export function useExplorerFailed(): boolean {
  return useStorePart(explorerFailed, false, whole);
}

/** The price list's date the address named, if any (explorer-store.ts, `linkedDate`). */
export function useLinkedDate(): string | undefined {
  return useStorePart(linkedDate, undefined, whole);
}
