import { useEffect, type RefObject } from "react";
import { createShapeHold } from "~/lib/shape-hold";

/** Holds the background's shapes still while keys or pointers work inside `area` (shape-hold.ts). */
export function useShapeHold(area: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const shapes = createShapeHold();
    const onInput = () => shapes.input();
    element.addEventListener("keydown", onInput);
    element.addEventListener("pointerdown", onInput, { passive: true });
    return () => {
      element.removeEventListener("keydown", onInput);
      element.removeEventListener("pointerdown", onInput);
      shapes.release();
    };
  }, [area]);
}
