import type { Page } from "@playwright/test";

/**
 * Stops the page's fake clock (installed with `page.clock.install()` before `goto`), so time moves
 * only through `page.clock.runFor`, and timed behaviour can be asserted to the millisecond.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}
