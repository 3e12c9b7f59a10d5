import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { KEEP_SCROLL } from "~/lib/scroll-state";
import {
  EMPTY_EXPLORER,
  readExplorerState,
  writeExplorerState,
  type ExplorerState,
} from "~/lib/price-explorer";

/** A keystroke replaces the current history entry; a choice adds one, so Back undoes it. */
export type HistoryStep = "push" | "replace";

/** The next state, or how to make it from the current one (so handlers need not change with it). */
export type ExplorerChange = ExplorerState | ((current: ExplorerState) => ExplorerState);

/**
 * The price explorer's state, kept in the query string. React state answers each input at once;
 * the URL follows, and after hydration and on Back or Forward the URL decides.
 */
export function usePriceExplorer() {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  // setSearchParams changes with every query; navigate does not, so neither does update.
  const navigate = useNavigate();
  const search = searchParams.toString();
  const [state, setState] = useState<ExplorerState>(EMPTY_EXPLORER);

  // The query the state was last brought in line with; none while hydrating, so the first render
  // is the prerendered plain page. A new query (hydration done, Back, Forward, a shared link)
  // replaces the state unless it is the one the state itself just wrote.
  const [followed, setFollowed] = useState<string | null>(null);
  const query = hydrated ? search : null;
  if (query !== followed) {
    setFollowed(query);
    if (query !== null && writeExplorerState(state).toString() !== query) {
      setState(readExplorerState(new URLSearchParams(query)));
    }
  }

  // The state last committed, for handlers made once: the page's tables can then skip a render
  // when nothing they show has changed (see PriceTable's memo).
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });

  const update = useCallback(
    (change: ExplorerChange, step: HistoryStep) => {
      const next = typeof change === "function" ? change(latest.current) : change;
      latest.current = next;
      setState(next);
      navigate(`?${writeExplorerState(next)}`, {
        replace: step === "replace",
        preventScrollReset: true,
        state: KEEP_SCROLL,
      });
    },
    [navigate],
  );

  return { state, update };
}
