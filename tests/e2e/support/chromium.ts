import { chromium } from "@playwright/test";
import { findChromium } from "../../../scripts/lib/chromium.mjs";

/** The browser for the end-to-end suite; a browser Playwright installed itself is the last resort. */
export function chromiumPath(): string {
  return findChromium([chromium.executablePath()]);
}
