import { Component, type ComponentType, type ReactNode } from "react";
import { useExplorerFailed } from "~/hooks/use-explorer";
import { controlHasFocus, failExplorer } from "~/lib/explorer-store";

interface BoundaryState {
  failed: boolean;
  /** Whether focus was on one of the explorer's controls when it failed, and so is lost. */
  hadFocus: boolean;
}

/** Removes only the failed island and marks the explorer failed: the static list stays whole. */
class ExplorerBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { failed: false, hadFocus: false };

  static getDerivedStateFromError(): BoundaryState {
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

/** The islands after a failed one render nothing rather than fail again on the same cause. */
function UntilFailed({ children }: { children: ReactNode }) {
  return useExplorerFailed() ? null : children;
}

/** One of the price explorer's islands: `Part` inside its own boundary. */
export function explorerIsland<P extends object>(Part: ComponentType<P>) {
  return function ExplorerIsland(props: P) {
    return (
      <ExplorerBoundary>
        <Part {...props} />
      </ExplorerBoundary>
    );
  };
}
