import { expect, type Page } from "@playwright/test";

/** Scrolls to `y`, asked again while waiting: scroll anchoring moves it as the layout changes. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((top) => {
        window.scrollTo({ top, behavior: "instant" });
        return window.scrollY;
      }, y),
    )
    .toBeCloseTo(y, -0.5);
}

/** Where the element with this id starts, in CSS pixels below the top of the viewport. */
export function targetTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (target) => Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? NaN),
    id,
  );
}

/**
 * For expect.poll: where the element with this id starts once the page stands still, read by each
 * call; NaN while it moves. Two reads in a row agree only when still: a poll's reads are 100 ms
 * apart or more, and a glide moves at every frame. Works with the page's scripts off.
 */
export function stillTargetTop(page: Page, id: string): () => Promise<number> {
  let last: number | undefined;
  return async () => {
    const top = await targetTop(page, id);
    const still = top === last;
    last = top;
    return still ? top : NaN;
  };
}
