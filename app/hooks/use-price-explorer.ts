import { useCallback, useState } from "react";
import { EMPTY_EXPLORER, type ExplorerState } from "~/lib/price-explorer";
export type HistoryStep = "push" | "replace";
/** TEMPORARY stand-in while the explorer moves off the router. */
export function usePriceExplorer() {
  const [state, setState] = useState<ExplorerState>(EMPTY_EXPLORER);
  const update = useCallback(
    (change: (current: ExplorerState) => ExplorerState, _step: HistoryStep) => setState(change),
    [],
  );
  return { state, update };
}
