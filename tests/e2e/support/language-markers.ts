import { locales, type Locale } from "~/content/locales";
import { escapeRegExp } from "../../../scripts/lib/escape-regexp.mjs";
import { contentOf, otherLocaleOf } from "./content.ts";

/** Each language's copy, object by object, as the pages receive it. */
function contentByName(locale: Locale) {
  const content = contentOf[locale];
  return {
    chrome: content.chrome,
    homeContent: content.home,
    pricesContent: content.prices,
    productPages: content.products,
    solutionPageText: content.solution,
    legalPages: content.legal,
    imprintPage: content.imprint,
  };
}

const CONTENT = { en: contentByName("en"), de: contentByName("de") };

export type ContentName = keyof (typeof CONTENT)["en"];
export const CONTENT_NAMES = Object.keys(CONTENT.en) as ContentName[];

/**
 * Shorter strings are words and names ("Preise", "Deutsch", "ERP") that a language's code may
 * hold for reasons other than copy; only phrases tell a language apart. This also drops the
 * switch labels "Deutsch" and "English", which each language's chrome holds for the other
 * language on purpose.
 */
const MIN_MARKER_LENGTH = 12;

/**
 * A marker is at least two words: a single long word ("information", "implementation") also
 * turns up in the messages of the libraries every page runs, in either language.
 */
const isPhrase = (text: string) => text.length >= MIN_MARKER_LENGTH && /\S\s+\S/.test(text);

/**
 * Link targets are addresses, not copy: every page links to the other language (the language
 * switch, e.g. "/de#solutions" from an unknown English product), so they are not markers.
 */
const ADDRESS_KEYS = new Set(["href"]);

/** Every string leaf of a content object, except addresses. */
function stringLeaves(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ADDRESS_KEYS.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => stringLeaves(item, key));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([name, item]) => stringLeaves(item, name));
  }
  return [];
}

/** Every string leaf of both languages' copy. */
const ALL_LEAVES = [
  ...new Set(
    locales.flatMap((locale) =>
      CONTENT_NAMES.flatMap((name) => stringLeaves(CONTENT[locale][name])),
    ),
  ),
];

/**
 * Names and values that copy is built around (the brand, the company, a city, a vertical): other
 * leaves of at least this length that a sentence may contain.
 */
const MIN_NAME_LENGTH = 4;

/**
 * A leaf and the pieces of it between the names it contains. Copy built with a template literal
 * (`${site.brand} is a platform …`) reaches the script as its literal pieces, not as the whole
 * sentence, so the pieces are what a search of the script can find.
 */
function leafAndPieces(leaf: string): string[] {
  const names = ALL_LEAVES.filter(
    (name) => name !== leaf && name.length >= MIN_NAME_LENGTH && leaf.includes(name),
  ).sort((a, b) => b.length - a.length);
  if (names.length === 0) return [leaf];
  const pieces = leaf.split(new RegExp(names.map(escapeRegExp).join("|")));
  return [leaf, ...pieces.map((piece) => piece.trim())];
}

/**
 * Strings of `locale`'s content object that occur nowhere in the other language's copy, not even
 * inside a longer string: names shared by both (products, offerings, the company, "Oracle
 * Partner") are not markers, since a page of either language rightly contains them.
 */
function markersOf(locale: Locale, name: ContentName): string[] {
  const otherLeaves = CONTENT_NAMES.flatMap((each) =>
    stringLeaves(CONTENT[otherLocaleOf(locale)][each]),
  );
  const candidates = new Set(stringLeaves(CONTENT[locale][name]).flatMap(leafAndPieces));
  return [...candidates].filter(
    (text) => isPhrase(text) && !otherLeaves.some((leaf) => leaf.includes(text)),
  );
}

/** The markers of each content object of `locale`: text that only that language has. */
export function languageMarkers(locale: Locale): Record<ContentName, string[]> {
  return Object.fromEntries(CONTENT_NAMES.map((name) => [name, markersOf(locale, name)])) as Record<
    ContentName,
    string[]
  >;
}

/**
 * Script text with JavaScript string escapes undone (\u00fc, \u{1F600}, \xfc, \", \n), so copy
 * a minifier escaped reads as written. Applied to the whole file: code outside strings may come
 * out garbled, which no search for copy minds.
 */
export function decodeScriptEscapes(source: string): string {
  const single: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f", v: "\v" };
  return source.replace(
    /\\(?:u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|([\s\S]))/g,
    (_match, codePoint?: string, unit?: string, byte?: string, char?: string) => {
      const hex = codePoint ?? unit ?? byte;
      if (hex !== undefined) return String.fromCodePoint(parseInt(hex, 16));
      return single[char ?? ""] ?? char ?? "";
    },
  );
}
