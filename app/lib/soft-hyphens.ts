// German words carry soft hyphens and word joiners (app/content/site-content.ts), for text
// a reader sees wrap; titles and descriptions take them out.
export const SOFT_HYPHEN = "\u00ad";

const BREAK_MARKS = /[\u00ad\u2060]/g;

export function withoutBreakMarks(text: string): string {
  return text.replace(BREAK_MARKS, "");
}

export function softHyphenParts(text: string): string[] {
  return text.split(SOFT_HYPHEN);
}
