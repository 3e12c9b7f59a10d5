import { SOFT_HYPHEN } from "~/content/break-marks";

/** A word's parts between its soft hyphens (app/content/break-marks.ts), for headings to mark. */
export function softHyphenParts(text: string): string[] {
  return text.split(SOFT_HYPHEN);
}
