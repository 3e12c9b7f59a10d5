import type { Page, TestInfo } from "@playwright/test";

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** Widest content minus the viewport: more than 0 means the page scrolls sideways. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
