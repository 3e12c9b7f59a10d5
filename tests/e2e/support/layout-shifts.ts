import type { Page } from "@playwright/test";

type ShiftsWindow = typeof window & { layoutShifts: string[] };

/**
 * Records every layout shift of the pages `page` opens from here on (Chromium's Layout Instability
 * API), each as its score and the classes of what moved.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node | null }[];
      })[]) {
        const moved = entry.sources.map((source) => (source.node as Element | null)?.className);
        shifts.push(`${entry.value.toFixed(3)}: ${moved.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded in the page so far. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as ShiftsWindow).layoutShifts);
}
