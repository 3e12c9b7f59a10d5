/**
 * Navigation state of the price explorer's own changes to the query: the scroll manager leaves the
 * page where it is, and the explorer knows the change as its own.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === "object" && state !== null && "keepScroll" in state;
}
