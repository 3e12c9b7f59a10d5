import { expect, test, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "~/content/constants";
import { APP_FAILED_ATTRIBUTE } from "../../../scripts/lib/defer-hydration.mjs";

/**
 * The three ways a visitor meets a page: hydrated; with the page's module scripts blocked (a
 * script filter, a failed asset, a slow phone before hydration), inline scripts still running;
 * and with JavaScript off. Whatever a visitor reads or uses must work in all three.
 */
export const SCRIPT_MODES = [
  { name: "hydrated", javaScriptEnabled: true, blockModules: false },
  { name: "module scripts blocked", javaScriptEnabled: true, blockModules: true },
  { name: "JavaScript off", javaScriptEnabled: false, blockModules: false },
] as const;

export type ScriptMode = (typeof SCRIPT_MODES)[number];

/** Declares `body` once per mode, each in a describe block that sets the mode up. */
export function forEachScriptMode(body: (mode: ScriptMode) => void): void {
  for (const mode of SCRIPT_MODES) {
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
 * Opens `path` and waits until the page is as the mode leaves it: hydrated, or loaded and, with
 * modules blocked, proven never to hydrate.
 */
export async function openPage(page: Page, path: string, mode: ScriptMode): Promise<void> {
  await page.goto(path);
  const html = page.locator("html");
  if (mode.name === "hydrated") {
    await expect(html).toHaveAttribute(HYDRATED_ATTRIBUTE, "");
    return;
  }
  await page.waitForLoadState("load");
  await expect(html).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
  // With modules blocked, the page settles once it knows they failed: the explorer's space closes.
  if (mode.blockModules) await expect(html).toHaveAttribute(APP_FAILED_ATTRIBUTE, "");
}
