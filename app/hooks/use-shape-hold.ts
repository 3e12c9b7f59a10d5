import { useEffect } from "react";
import { pricePage } from "~/lib/explorer-store";
import { createShapeHold } from "~/lib/shape-hold";

/** What a visitor works the explorer with; a pointer coming to rest on one announces the work. */
const CONTROL_SELECTOR = "input, label, button, select, textarea";

/**
 * Holds the shapes still from a control's focus or hover on, before the first key or click. Only
 * the explorer's controls: a press on the page's text is answered by nothing (issue 62's reference).
 */
export function useShapeHold(): void {
  useEffect(() => {
    const element = pricePage();
    if (!element) return;
    const shapes = createShapeHold();
    const onControl = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(CONTROL_SELECTOR)) {
        shapes.input();
      }
    };
    const listening = new AbortController();
    const options = { passive: true, signal: listening.signal };
    for (const type of ["keydown", "focusin", "pointerdown", "pointerover"]) {
      element.addEventListener(type, onControl, options);
    }
    return () => {
      listening.abort();
      shapes.release();
    };
  }, []);
}
