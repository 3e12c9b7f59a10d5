import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { useThrowToBoundary } from "~/hooks/use-throw-to-boundary";
import { carryQueryToLanguageSwitch } from "~/lib/language-switch-links";
import {
  EMPTY_EXPLORER,
  readExplorerQuery,
  readListDate,
  writeExplorerState,
  type ExplorerList,
  type ExplorerState,
} from "~/lib/price-explorer";

/** A keystroke replaces the current history entry; a choice adds one, so Back undoes it. */
export type HistoryStep = "push" | "replace";

/** The query a state writes, with its "?" (or nothing for the plain page), as `location.search`. */
function searchOf(state: ExplorerState, list: ExplorerList): string {
  const query = writeExplorerState(state, list).toString();
  return query ? `?${query}` : "";
}

/**
 * Puts the state's query in the address bar, and in the language switch's links. The path and
 * hash stay; `history` never scrolls, so the visitor stays where they are. A step that changes
 * nothing in the address adds no entry.
 */
function writeAddress(state: ExplorerState, step: HistoryStep, list: ExplorerList): void {
  const { pathname, search, hash } = window.location;
  const next = searchOf(state, list);
  if (next === search) return;
  const url = `${pathname}${next}${hash}`;
  // A replaced entry keeps whatever state the page's own scripts gave it.
  if (step === "replace") window.history.replaceState(window.history.state, "", url);
  else window.history.pushState(null, "", url);
  carryQueryToLanguageSwitch(next);
}

/**
 * The state an address describes, keeping `current` when the address says the same: a count that
 * cannot be read is not in the address, and must survive a jump to #estimate (which also fires
 * popstate) while the visitor is still typing it.
 */
function followAddress(current: ExplorerState, list: ExplorerList): ExplorerState {
  const { search } = window.location;
  const described = readExplorerQuery(search, list);
  return searchOf(current, list) === searchOf(described, list) ? current : described;
}

/** Where the address goes next, once the page has painted the change. */
interface AddressWrite {
  state: ExplorerState;
  step: HistoryStep;
}

/**
 * Runs `write` once the browser has painted the answer to the current input: a history call costs
 * the main thread more than rendering a keystroke does (Chromium, 4× slowed CPU), so it waits
 * until the visitor sees the change. The timeout covers a hidden tab, which paints no frames.
 */
function afterNextPaint(write: () => void): void {
  requestAnimationFrame(() => setTimeout(write, 0));
  setTimeout(write, 250);
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
 * The address follows after the next paint; keystrokes within one frame make one write, and a
 * choice and the keystrokes after it one entry, but two choices always two entries.
 *
 * `list` (the price list's tiers and offerings) must keep its identity, as `update` does.
 *
 * `linkedDate` is the price list's date that the address named when the page opened or the
 * visitor went Back or Forward to it, if any.
 *
 * An error in an event, a timer or a listener goes to the nearest error boundary, as one thrown
 * while rendering does.
 */
export function usePriceExplorer(list: ExplorerList) {
  const [state, setState] = useState<ExplorerState>(EMPTY_EXPLORER);
  const [linkedDate, setLinkedDate] = useState<string>();
  const fail = useThrowToBoundary();
  // The latest state, for the next change to be computed from at once in the event handler,
  // even before React has rendered the previous one.
  const latest = useRef<ExplorerState>(EMPTY_EXPLORER);
  /** The latest state, as the next change starts from it: right after `update`, that change's. */
  const current = useCallback(() => latest.current, []);
  const pending = useRef<AddressWrite | null>(null);
  const apply = useCallback((next: ExplorerState) => {
    latest.current = next;
    setState(next);
  }, []);

  const flush = useCallback(() => {
    const write = pending.current;
    pending.current = null;
    try {
      if (write) writeAddress(write.state, write.step, list);
    } catch (error) {
      fail(error);
    }
  }, [list, fail]);

  useLayoutEffect(() => {
    const follow = () => {
      try {
        // Back or Forward wins over a write still waiting for its frame.
        pending.current = null;
        const followed = followAddress(latest.current, list);
        apply(followed);
        setLinkedDate(readListDate(window.location.search));
        carryQueryToLanguageSwitch(searchOf(followed, list));
      } catch (error) {
        fail(error);
      }
    };
    follow();
    window.addEventListener("popstate", follow);
    // Leaving the page (a link, a reload) takes the last change along in the address.
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("popstate", follow);
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [apply, flush, list, fail]);

  const update = useCallback(
    (change: (current: ExplorerState) => ExplorerState, step: HistoryStep) => {
      try {
        const next = change(latest.current);
        apply(next);
        // A choice still waiting gets its own entry before the next choice takes one.
        if (pending.current?.step === "push" && step === "push") flush();
        const pushes = step === "push" || pending.current?.step === "push";
        pending.current = { state: next, step: pushes ? "push" : "replace" };
        afterNextPaint(flush);
      } catch (error) {
        fail(error);
      }
    },
    [apply, flush, fail],
  );

  return { state, update, current, linkedDate };
}
