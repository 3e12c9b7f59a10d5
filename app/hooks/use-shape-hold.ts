import { useEffect } from "react";
import { pricePage } from "~/lib/explorer-store";
import { createShapeHold } from "~/lib/shape-hold";

/** What a visitor works the explorer with; a pointer coming to rest on one announces the work. */
const CONTROL_SELECTOR = "input, label, button, select, textarea";

/** Holds the shapes still from a control's focus or hover on, before the first key or click. */
export function useShapeHold(): void {
  useEffect(() => {
    const element = pricePage();
    if (!element) return;
    const shapes = createShapeHold();
    const onInput = () => shapes.input();
    const onPointerOver = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest(CONTROL_SELECTOR)) {
        shapes.input();
      }
    };
    const listening = new AbortController();
    const options = { passive: true, signal: listening.signal };
    element.addEventListener("keydown", onInput, options);
    element.addEventListener("focusin", onInput, options);
    element.addEventListener("pointerdown", onInput, options);
    element.addEventListener("pointerover", onPointerOver, options);
    return () => {
      listening.abort();
      shapes.release();
    };
  }, []);
}
