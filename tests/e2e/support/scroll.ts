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
