// Soft hyphens in long words, at build time only: the patterns never reach a page. Which patterns
// a language takes is its line's (./locales.ts, `typography.hyphenation`).
import { createRequire } from "node:module";
import { SOFT_HYPHEN } from "./break-marks.ts";

type Hyphenate = (word: string, options: { hyphenChar: string }) => string;
const load = createRequire(import.meta.url);
const loaded = new Map<string, Hyphenate>();

function patternsOf(name: string): Hyphenate {
  if (!loaded.has(name)) {
    loaded.set(name, (load(`hyphen/${name}`) as { hyphenateSync: Hyphenate }).hyphenateSync);
  }
  return loaded.get(name) as Hyphenate;
}

/** Words this long can be wider than a phone's column at heading sizes; shorter ones fit. */
export const LONG_WORD_LETTERS = 18;

/** A run of letters (soft hyphens included), not preceded by a backslash (an escape such as \n). */
const WORD = /(?<!\\)\p{L}[\p{L}\u00ad]*/gu;
/** Ordinary words only: names such as "PostgreSQL" or "SUBOPiere" keep their letters as they are. */
const ORDINARY = /^\p{Lu}?\p{Ll}+$/u;

/** `text` with every long ordinary word's soft hyphens at the `patterns`' syllable boundaries. */
export function hyphenateLongWords(text: string, patterns: string): string {
  const hyphenate = patternsOf(patterns);
  return text.replace(WORD, (word) => {
    const plain = word.replaceAll(SOFT_HYPHEN, "");
    if (plain.length < LONG_WORD_LETTERS || !ORDINARY.test(plain)) return word;
    return hyphenate(plain, { hyphenChar: SOFT_HYPHEN });
  });
}
