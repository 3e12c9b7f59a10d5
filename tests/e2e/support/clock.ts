import type { Page } from "@playwright/test";

/** Stops the installed fake clock, so that time moves by `page.clock.runFor` alone. */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}
