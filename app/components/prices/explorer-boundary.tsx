import { Component, type ReactNode } from "react";

interface ExplorerBoundaryProps {
  /** The id of the element, written by the server, that the copy is taken of. */
  serverMarkupId: string;
  children: ReactNode;
}

interface ExplorerBoundaryState {
  failed: boolean;
  /** Whether focus was inside the explorer when it failed, and so is lost with it. */
  hadFocus: boolean;
}

/** Marks the static copy, whose styles show the notice and hide what needs the explorer. */
export const FAILED_CLASS = "explorer-failed";
/** The notice, in the server's markup but shown only in the static copy. */
export const UNAVAILABLE_CLASS = "explorer-unavailable";

/**
 * The server's markup as it came, copied before the first render in the browser can change it:
 * the one copy of the page that needs no script, no formatting and no data to show again. Kept
 * across the boundary's instances, because React may throw away a render and construct it anew.
 */
let serverMarkup: Node | undefined;
/** The element the copy is taken of, which React renders on: where focus is lost if it fails. */
let liveMarkup: HTMLElement | null = null;

/**
 * Keeps a failure of the price explorer small. React removes a subtree that throws while it
 * renders, which here would be the whole price list; this boundary puts the server's own markup
 * back instead (the static list, with every price, the CSV link and a mail link), shows the notice
 * that the calculator is unavailable, and hides the controls that needed it. React logs the error
 * to the console once; errors outside rendering reach here through `useThrowToBoundary`.
 */
export class ExplorerBoundary extends Component<ExplorerBoundaryProps, ExplorerBoundaryState> {
  state: ExplorerBoundaryState = { failed: false, hadFocus: false };

  constructor(props: ExplorerBoundaryProps) {
    super(props);
    if (typeof document !== "undefined" && !serverMarkup) {
      liveMarkup = document.getElementById(props.serverMarkupId);
      serverMarkup = liveMarkup?.cloneNode(true);
    }
  }

  static getDerivedStateFromError(): ExplorerBoundaryState {
    return { failed: true, hadFocus: !!liveMarkup?.contains(document.activeElement) };
  }

  /** Puts the copy in; focus that was lost with the controls goes to the notice. */
  private restore = (node: HTMLDivElement | null) => {
    if (!node || !serverMarkup) return;
    node.append(serverMarkup.cloneNode(true));
    if (this.state.hadFocus) node.querySelector<HTMLElement>(`.${UNAVAILABLE_CLASS}`)?.focus();
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return <div ref={this.restore} className={`${FAILED_CLASS} contents`} />;
  }
}
