import { chromium } from "@playwright/test";
import { findChromium, locateHeadlessShell } from "../../../scripts/lib/chromium.mjs";

/**
 * The browser for the end-to-end suite: Debian's headless shell (npm test installs it), else the
 * desktop Chromium; a browser Playwright installed itself is the last resort.
 */
export function chromiumPath(): string {
  return locateHeadlessShell() ?? findChromium([chromium.executablePath()]);
}
