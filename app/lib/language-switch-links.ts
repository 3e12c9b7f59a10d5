/** Marks the language switch's links (the header's and the phone menu's) for scripts to find. */
export const LANGUAGE_SWITCH_ATTRIBUTE = "data-language-switch";

/** Gives the language switch this page's query, so the estimate carries to the other languages. */
export function carryQueryToLanguageSwitch(search: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(
    `a[${LANGUAGE_SWITCH_ATTRIBUTE}]`,
  )) {
    // The path as written, not the absolute address that setting `link.search` would write.
    link.setAttribute("href", `${link.pathname}${search}`);
  }
}
