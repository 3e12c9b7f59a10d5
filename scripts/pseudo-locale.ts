// The pseudo-locale (PSEUDO_LOCALE in app/content/locales.ts): English words made into a third
// language by machine, as i18n teams' en-XA, so a page's string that is not in the content shows
// unchanged, and a layout that holds only for English's lengths breaks.
import { z } from "astro/zod";
import { languageFree } from "../app/content/schema.ts";

/** Every ASCII letter and its accented twin, so no English word survives. */
const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = [..."áƀçðéƒĝĥîĵķļɱñóþǫŕšţûṽŵẋýžÁƁÇÐÉƑĜĤÎĴĶĻṀÑÓÞǪŔŠŢÛṼŴẊÝŽ"];
const accent = (letter: string) => ACCENTED[PLAIN.indexOf(letter)] ?? letter;

/** What passes unchanged: placeholders ({brand}), tags and character references. */
const KEPT = /(\{[^{}]*\}|<[^>]*>|&#?\w+;)/;

/** Accented words that lengthen a string, as a translation into a wordier language would. */
const PADDING = " ŏñé ţŵó ţĥŕéé ƒóûŕ ƒîṽé šîẋ šéṽéñ éîĝĥţ ñîñé ţéñ";

/** How much longer a pseudo-translated string is, brackets included. */
export const LENGTHENING = 0.4;

/**
 * `text` pseudo-translated: "Prices valid from {validFrom}." becomes "[Þŕîçéš ṽáļîð ƒŕóɱ
 * {validFrom}. ŏñé ţŵó ţ]", about 40 % longer, its leading and trailing spaces kept outside the
 * brackets. Text without letters (separators, figures) is left as it is.
 */
export function pseudoTranslate(text: string): string {
  if (!/\p{L}/u.test(text)) return text;
  const [, lead = "", body = "", trail = ""] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
  const accented = body
    .split(KEPT)
    .map((part, index) => (index % 2 === 1 ? part : [...part].map(accent).join("")))
    .join("");
  const extra = Math.max(0, Math.ceil(body.length * LENGTHENING) - 2);
  const padding = PADDING.repeat(Math.ceil(extra / PADDING.length) + 1).slice(0, extra);
  return `${lead}[${accented}${padding.trimEnd()}]${trail}`;
}

/** Keys whose values are not words: ids, the pages a link opens, a file's name or address. */
const NOT_WORDS = new Set(["id", "page", "fileName", "src"]);

/**
 * Every string of a language's data file pseudo-translated, its keys and non-words kept, and, in
 * an entry's file (its `schema` given), the fields that are the same in every language.
 */
export function pseudoTranslateData(value: unknown, key = "", schema?: z.ZodType): unknown {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  if (inner && languageFree.has(inner)) return value;
  if (typeof value === "string") return NOT_WORDS.has(key) ? value : pseudoTranslate(value);
  if (Array.isArray(value)) {
    const item = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
    return value.map((each) => pseudoTranslateData(each, key, item));
  }
  if (value && typeof value === "object") {
    const shape = inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : {};
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        name,
        pseudoTranslateData(item, name, shape[name]),
      ]),
    );
  }
  return value;
}
