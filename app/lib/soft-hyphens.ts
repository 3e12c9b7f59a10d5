/**
 * The German content marks where long words may break with soft hyphens (U+00AD, written by
 * scripts/hyphenate-german.mjs). They belong in text a reader sees wrap; anything else made of
 * the same words (a page title, a meta description, an aria-label, a mail, a CSV cell) takes
 * them out, so search results, screen readers and spreadsheets get the plain word.
 */
export const SOFT_HYPHEN = "\u00ad";

/** `text` without its soft hyphens. */
export function withoutSoftHyphens(text: string): string {
  return text.replaceAll(SOFT_HYPHEN, "");
}

/** `text` cut at its soft hyphens: the parts between the places where a line may break. */
export function softHyphenParts(text: string): string[] {
  return text.split(SOFT_HYPHEN);
}
