import { useEffect } from "react";
import { pricePage } from "~/lib/explorer-store";
import { createShapeHold } from "~/lib/shape-hold";

/** What a visitor works the explorer with; a pointer coming to rest on one announces the work. */
const CONTROL_SELECTOR = "input, label, button, select, textarea";

/**
 * Holds the background's shapes still while someone works on the price page (shape-hold.ts), from
 * a control's focus or hover on, so the hold's re-layering is done before the first key or click.
 */
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
    element.addEventListener("keydown", onInput);
    element.addEventListener("focusin", onInput);
    element.addEventListener("pointerdown", onInput, { passive: true });
    element.addEventListener("pointerover", onPointerOver, { passive: true });
    return () => {
      element.removeEventListener("keydown", onInput);
      element.removeEventListener("focusin", onInput);
      element.removeEventListener("pointerdown", onInput);
      element.removeEventListener("pointerover", onPointerOver);
      shapes.release();
    };
  }, []);
}
