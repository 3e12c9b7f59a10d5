import { useCallback, useLayoutEffect, useRef, useState } from "react";
import {
  EMPTY_EXPLORER,
  readExplorerQuery,
  writeExplorerState,
  type ExplorerState,
} from "~/lib/price-explorer";

/** A keystroke replaces the current history entry; a choice adds one, so Back undoes it. */
export type HistoryStep = "push" | "replace";

/** The query a state writes, with its "?" (or nothing for the plain page), as `location.search`. */
function searchOf(state: ExplorerState): string {
  const query = writeExplorerState(state).toString();
  return query ? `?${query}` : "";
}

/**
 * Puts the state's query in the address bar. The path and hash stay; `history` never scrolls, so
 * the visitor stays where they are. A step that changes nothing in the address adds no entry.
 */
function writeAddress(state: ExplorerState, step: HistoryStep): void {
  const { pathname, search, hash } = window.location;
  const next = searchOf(state);
  if (next === search) return;
  const url = `${pathname}${next}${hash}`;
  // A replaced entry keeps whatever state the page's own scripts gave it.
  if (step === "replace") window.history.replaceState(window.history.state, "", url);
  else window.history.pushState(null, "", url);
}

/**
 * The state an address describes, keeping `current` when the address says the same: a count that
 * cannot be read is not in the address, and must survive a jump to #estimate (which also fires
 * popstate) while the visitor is still typing it.
 */
function followAddress(current: ExplorerState): ExplorerState {
  const { search } = window.location;
  const described = readExplorerQuery(search);
  return searchOf(current) === searchOf(described) ? current : described;
}

/**
 * The price explorer's state, mirrored in the query string with no router: `history.replaceState`
 * for each keystroke, `history.pushState` for each choice, and `popstate` (Back, Forward) brings
 * the address's state back. The server render and the hydrating render are the plain page, so
 * they match the static HTML; the address is read in a layout effect right after, before the
 * browser paints.
 *
 * `update` takes a change of the current state and whether it is a step of its own in the
 * history. It never changes identity, so callbacks built on it can be handed to memoised tables.
 */
export function usePriceExplorer() {
  const [state, setState] = useState<ExplorerState>(EMPTY_EXPLORER);
  // The latest state, for the next change and the address to be computed from at once in the
  // event handler, even before React has rendered the previous one.
  const latest = useRef<ExplorerState>(EMPTY_EXPLORER);

  useLayoutEffect(() => {
    const follow = () => {
      const next = followAddress(latest.current);
      latest.current = next;
      setState(next);
    };
    follow();
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, []);

  const update = useCallback(
    (change: (current: ExplorerState) => ExplorerState, step: HistoryStep) => {
      const next = change(latest.current);
      latest.current = next;
      setState(next);
      writeAddress(next, step);
    },
    [],
  );

  return { state, update };
}
