/** Navigation state that asks the scroll manager to leave the page where it is. */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === "object" && state !== null && "keepScroll" in state;
}
