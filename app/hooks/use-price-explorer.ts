import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigationType, useSearchParams } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { KEEP_SCROLL, keepsScroll } from "~/lib/scroll-state";
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
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const search = searchParams.toString();
  const [state, setState] = useState<ExplorerState>(EMPTY_EXPLORER);

  // The query the state was last brought in line with; none while hydrating, so the first render
  // is the prerendered plain page. A query from elsewhere (hydration done, Back, Forward, a link)
  // replaces the state; the explorer's own writes never do, not even one that lands after a
  // newer keystroke.
  const [followed, setFollowed] = useState<string | null>(null);
  const fromExplorer = navigationType !== "POP" && keepsScroll(location.state);
  const query = hydrated ? search : null;
  if (query !== followed) {
    setFollowed(query);
    if (query !== null && !fromExplorer && writeExplorerState(state).toString() !== query) {
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
    const query = writeExplorerState(state).toString();
    navigate(
      { search: query ? `?${query}` : "" },
      { replace: step === "replace", preventScrollReset: true, state: KEEP_SCROLL },
    );
    // `navigate` never changes, so this runs for a new state only, never for the state before a
    // change that is still on its way.
  }, [state, navigate]);

  return { state, update };
}
