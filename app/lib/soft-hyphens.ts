/**
 * The German words the pages show mark where lines may break, with soft hyphens (U+00AD), and
 * where they may not, with word joiners (U+2060): both added at build
 * (app/content/site-content.ts). They belong in text a reader sees wrap; anything else made
 * of the same words (a page title, a meta description) takes them out, so search results and
 * link previews get the plain words.
 */
export const SOFT_HYPHEN = "\u00ad";

const BREAK_MARKS = /[\u00ad\u2060]/g;

/** `text` without its soft hyphens and word joiners. */
export function withoutBreakMarks(text: string): string {
  return text.replace(BREAK_MARKS, "");
}

/** `text` cut at its soft hyphens: the parts between the places where a line may break. */
export function softHyphenParts(text: string): string[] {
  return text.split(SOFT_HYPHEN);
}
