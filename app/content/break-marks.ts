// The marks the build puts into words (app/content/site-content.ts): soft hyphens where a long
// German word may wrap, word joiners where it must not. A reader never sees them; titles,
// descriptions and the legal pages' check take them out.
export const SOFT_HYPHEN = "\u00ad";

const BREAK_MARKS = /[\u00ad\u2060]/g;

export function withoutBreakMarks(text: string): string {
  return text.replace(BREAK_MARKS, "");
}
