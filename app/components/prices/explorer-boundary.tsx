import { Component, type ReactNode } from "react";
import { useExplorerFailed } from "~/hooks/use-explorer";
import { controlHasFocus, failExplorer } from "~/lib/explorer-store";

interface ExplorerBoundaryState {
  failed: boolean;
  /** Whether focus was on one of the explorer's controls when it failed, and so is lost. */
  hadFocus: boolean;
}

/**
 * Keeps a failure of one of the explorer's islands small. React removes a subtree that throws
 * while it renders; this boundary removes only the island, and marks the whole explorer failed
 * (failExplorer): the static price list stays whole, the notice that the calculator is
 * unavailable shows, and the other islands go with it. React logs the error once.
 */
export class ExplorerBoundary extends Component<{ children: ReactNode }, ExplorerBoundaryState> {
  state: ExplorerBoundaryState = { failed: false, hadFocus: false };

  static getDerivedStateFromError(): ExplorerBoundaryState {
    // Read before React removes the island, and focus with it.
    return { failed: true, hadFocus: controlHasFocus() };
  }

  componentDidCatch(error: unknown) {
    failExplorer(error, { log: false, hadFocus: this.state.hadFocus });
  }

  render() {
    return this.state.failed ? null : <UntilFailed>{this.props.children}</UntilFailed>;
  }
}

/**
 * An island's content until the explorer fails. React renders and commits each island in turn, so
 * the islands after a failed one render nothing rather than fail again on the same cause: the
 * error is logged once.
 */
function UntilFailed({ children }: { children: ReactNode }) {
  return useExplorerFailed() ? null : children;
}
