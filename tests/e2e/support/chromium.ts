import { chromium } from "@playwright/test";
import { findChromium, locateHeadlessShell } from "../../../scripts/lib/chromium.mjs";

/** Debian's headless shell (npm test installs it), else Chromium, else Playwright's own. */
export function chromiumPath(): string {
  return locateHeadlessShell() ?? findChromium([chromium.executablePath()]);
}
