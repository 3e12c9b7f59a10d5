import type { Page, TestInfo } from "@playwright/test";
import {
  boxesOverflowing,
  wordsBrokenWithoutHyphen as brokenWords,
} from "../../../scripts/lib/word-breaks.mjs";

/** The two widths the suite sees the site at: a phone's and a desktop's (playwright.config.ts). */
export const PHONE_VIEWPORT = { width: 375, height: 740 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** Widest content minus the viewport: more than 0 means the page scrolls sideways. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Boxes whose text runs past their edge: a long word spills though the page does not scroll. */
export function textOverflows(page: Page): Promise<string[]> {
  return page.evaluate(boxesOverflowing);
}

/** Words split without a hyphen: Debian's Chromium has no hyphenation dictionary. */
export function wordsBrokenWithoutHyphen(page: Page): Promise<string[]> {
  return page.evaluate(brokenWords);
}

// Untagged tests run at the desktop's width; layout at both; the phone's own controls on a phone.
export const BOTH_WIDTHS = { tag: "@widths" };
export const PHONE_ONLY = { tag: "@phone" };
