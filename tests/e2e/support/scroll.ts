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
 * For expect.poll: what `read` reads, once two reads in a row agree; NaN while it changes. A
 * poll's reads are 100 ms apart or more, and a glide moves the page at every frame.
 */
export function stillValue(read: () => Promise<number>): () => Promise<number> {
  let last: number | undefined;
  return async () => {
    const value = await read();
    const still = value === last;
    last = value;
    return still ? value : NaN;
  };
}

/** For expect.poll: where the element with this id starts once the page stands still. */
export function stillTargetTop(page: Page, id: string): () => Promise<number> {
  return stillValue(() => targetTop(page, id));
}
