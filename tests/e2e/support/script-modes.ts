import { test, type Page } from "@playwright/test";
import { waitForHydration } from "./site.ts";

/** Modules blocked stands for a script filter, a failed asset or a phone before hydration. */
export const SCRIPT_MODES = [
  { name: "JavaScript on", javaScriptEnabled: true, blockModules: false },
  { name: "module scripts blocked", javaScriptEnabled: true, blockModules: true },
  { name: "JavaScript off", javaScriptEnabled: false, blockModules: false },
] as const;

export type ScriptMode = (typeof SCRIPT_MODES)[number];

/** Blocked modules paint as JavaScript off, or, with no module on the page, as on. */
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

/** Opens `path`: loaded, and with JavaScript on, hydrated. */
export async function openPage(page: Page, path: string, mode: ScriptMode): Promise<void> {
  await page.goto(path);
  if (mode.name === "JavaScript on") {
    await waitForHydration(page);
    return;
  }
  await page.waitForLoadState("load");
}
