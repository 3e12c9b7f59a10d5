import { hyphenateLongWords } from "./german-hyphenation.ts";

/** U+2060: no line break here. */
const WORD_JOINER = "\u2060";

/** "… und -Middleware": a hyphen that stands for an elided word stays with the word after it. */
const ELISION_HYPHEN = /(^|\s)-(?=\p{L})/gu;

/**
 * German words as the pages show them, from the plain words of the data files: long words marked
 * where they may break (soft hyphens, from the `hyphen` package's patterns), so a heading breaks
 * with a hyphen in every browser, and an elision hyphen never left alone at a line's end.
 * `keep` names the places left whole (the names of links and buttons, which screen readers
 * announce), by their keys from the top: ["overview", "buttonLabel"].
 */
export function germanTypography<T>(
  value: T,
  keep: (path: readonly string[]) => boolean = () => false,
  path: readonly string[] = [],
): T {
  if (keep(path)) return value;
  if (typeof value === "string") {
    return hyphenateLongWords(value).replace(ELISION_HYPHEN, `$1-${WORD_JOINER}`) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item) => germanTypography(item, keep, path)) as T;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        germanTypography(item, keep, [...path, key]),
      ]),
    ) as T;
  }
  return value;
}
