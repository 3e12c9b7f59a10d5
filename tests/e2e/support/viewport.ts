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

/**
 * Boxes whose own text runs past their right edge: a long word (German has many) that neither
 * wraps nor hyphenates spills out even when the page itself does not scroll sideways. The rule is
 * the one scripts/measure-word-breaks.mjs reports with.
 */
export function textOverflows(page: Page): Promise<string[]> {
  return page.evaluate(boxesOverflowing);
}

/**
 * Words split across two lines without a hyphen: Debian's Chromium has no hyphenation dictionary,
 * so without the German content's soft hyphens "Datenschutzerklärung" breaks as
 * "Datenschutzer" / "klärung".
 */
export function wordsBrokenWithoutHyphen(page: Page): Promise<string[]> {
  return page.evaluate(brokenWords);
}

/*
 * Where a test runs (playwright.config.ts): a test without a tag runs once, in the desktop
 * project; one whose subject is the layout runs at both widths; one about the phone's own
 * controls (the menu) runs in the phone project alone.
 */
export const BOTH_WIDTHS = { tag: "@widths" };
export const PHONE_ONLY = { tag: "@phone" };
