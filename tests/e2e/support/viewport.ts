import type { Page, TestInfo } from "@playwright/test";

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** Widest content minus the viewport: more than 0 means the page scrolls sideways. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Boxes whose own text runs past their right edge: a long word (German has many) that neither
 * wraps nor hyphenates spills out even when the page itself does not scroll sideways. Boxes that
 * clip or scroll on purpose (overflow other than visible) are theirs to handle.
 */
export function textOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.display === "inline" || style.display === "none") return false;
        if (style.overflowX !== "visible" || element.clientWidth === 0) return false;
        const hasText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
        );
        return hasText && element.scrollWidth > element.clientWidth + 1;
      })
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 60)}" is ${element.scrollWidth} px wide in ${element.clientWidth} px`,
      ),
  );
}
