import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
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

/**
 * The price explorer's state, kept in the query string. React state answers each input at once;
 * the URL follows, and after hydration and on Back or Forward the URL decides. `update` takes a
 * change of the current state and whether it is a step of its own in the history.
 */
export function usePriceExplorer() {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
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

  // The URL follows the state once React has committed it, so an input shows at once; `update`
  // never changes, so the price tables it reaches can skip renders that change nothing for them.
  const pendingStep = useRef<HistoryStep | null>(null);
  const update = useCallback(
    (change: (current: ExplorerState) => ExplorerState, step: HistoryStep) => {
      pendingStep.current = step;
      setState(change);
    },
    [],
  );
  useEffect(() => {
    const step = pendingStep.current;
    if (!step) return;
    pendingStep.current = null;
    setSearchParams(writeExplorerState(state), {
      replace: step === "replace",
      preventScrollReset: true,
      state: KEEP_SCROLL,
    });
  }, [state, setSearchParams]);

  return { state, update };
}
