import { expect, type Page } from "@playwright/test";

/** Scrolls the window at once to `y` and waits until it is there. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(y, -0.5);
}

/** Where the element with this id starts, in CSS pixels below the top of the viewport. */
export function targetTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (target) => Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? NaN),
    id,
  );
}
