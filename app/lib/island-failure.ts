// An island whose code never arrives (a flaky network, a page kept open across a deploy) or fails
// to start leaves its page as one whose island throws: the page's failure mark, on which app.css
// shows the notice and takes the controls away, and one error of the site's in the console.

/** On the element that holds a page's islands, once one has failed (app.css). */
export const ISLAND_FAILED_ATTRIBUTE = "data-explorer-failed";
/** Marks that element: the price page. */
export const ISLAND_HOST_ATTRIBUTE = "data-island-host";

/** Marks the host of `element` failed and logs `error`, once for the page. */
export function markIslandFailed(element: Element, error: unknown): void {
  const host = element.closest(`[${ISLAND_HOST_ATTRIBUTE}]`);
  if (host?.hasAttribute(ISLAND_FAILED_ATTRIBUTE)) return;
  console.error(error);
  host?.setAttribute(ISLAND_FAILED_ATTRIBUTE, "");
}
