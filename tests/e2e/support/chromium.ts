import { chromium } from "@playwright/test";
import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * The browser for the end-to-end suite: CHROME_PATH, else Debian's chromium, else a browser
 * Playwright installed itself. Fails with directions when there is none.
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, DEBIAN_CHROMIUM, chromium.executablePath()];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error(
      "No Chromium found for the end-to-end tests. Install Debian's package " +
        "(sudo apt-get install chromium), or set CHROME_PATH to a Chromium or Chrome binary.",
    );
  }
  return found;
}
