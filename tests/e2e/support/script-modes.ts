import { test, type Page } from "@playwright/test";
import { waitForHydration } from "./site.ts";

/**
 * The three ways a visitor meets a page: with JavaScript (the price explorer's island hydrates);
 * with the page's module scripts blocked (a script filter, a failed asset, a slow phone before
 * hydration), inline scripts still running; and with JavaScript off. Whatever a visitor reads or
 * uses must work in all three; only the explorer's controls need the island.
 */
export const SCRIPT_MODES = [
  { name: "JavaScript on", javaScriptEnabled: true, blockModules: false },
  { name: "module scripts blocked", javaScriptEnabled: true, blockModules: true },
  { name: "JavaScript off", javaScriptEnabled: false, blockModules: false },
] as const;

export type ScriptMode = (typeof SCRIPT_MODES)[number];

/**
 * The modes that can paint differently: blocking module scripts leaves a page as it is without
 * JavaScript (no island hydrates) or, on a page with no module script, as it is with it.
 */
export const PAINT_MODES: readonly ScriptMode[] = SCRIPT_MODES.filter((mode) => !mode.blockModules);

/** Declares `body` once per mode, each in a describe block that sets the mode up. */
export function forEachScriptMode(
  body: (mode: ScriptMode) => void,
  modes: readonly ScriptMode[] = SCRIPT_MODES,
): void {
  for (const mode of modes) {
    test.describe(mode.name, () => {
      test.use({ javaScriptEnabled: mode.javaScriptEnabled });
      test.beforeEach(async ({ page }) => {
        if (mode.blockModules) await page.route("**/assets/*.js", (route) => route.abort());
      });
      body(mode);
    });
  }
}

/**
 * Opens `path` and waits until the page is as the mode leaves it: loaded, and with JavaScript on,
 * its island (if it has one) hydrated.
 */
export async function openPage(page: Page, path: string, mode: ScriptMode): Promise<void> {
  await page.goto(path);
  if (mode.name === "JavaScript on") {
    await waitForHydration(page);
    return;
  }
  await page.waitForLoadState("load");
}
