import { DEFAULT_LOCALE, locales, type Locale } from "~/content/locales";
import { escapeRegExp } from "../../../scripts/lib/escape-regexp.mjs";
import { contentOf, otherLocalesOf } from "./content.ts";

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

const CONTENT = Object.fromEntries(
  locales.map((locale) => [locale, contentByName(locale)]),
) as Record<Locale, ReturnType<typeof contentByName>>;

export type ContentName = keyof ReturnType<typeof contentByName>;
export const CONTENT_NAMES = Object.keys(CONTENT[DEFAULT_LOCALE]) as ContentName[];

/** Shorter strings are names ("ERP", "Deutsch") code may hold: only phrases tell a language apart. */
const MIN_MARKER_LENGTH = 12;

/** At least two words: one long word ("information") turns up in libraries' messages too. */
const isPhrase = (text: string) => text.length >= MIN_MARKER_LENGTH && /\S\s+\S/.test(text);

/** Link targets are addresses, not copy: every page links to the other languages. */
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

/** Every string leaf of every language's copy. */
const ALL_LEAVES = [
  ...new Set(
    locales.flatMap((locale) =>
      CONTENT_NAMES.flatMap((name) => stringLeaves(CONTENT[locale][name])),
    ),
  ),
];

/** Names copy is built around (the brand, a city): other leaves at least this long. */
const MIN_NAME_LENGTH = 4;

/** A leaf and its pieces between names: a template literal reaches the script in pieces. */
function leafAndPieces(leaf: string): string[] {
  const names = ALL_LEAVES.filter(
    (name) => name !== leaf && name.length >= MIN_NAME_LENGTH && leaf.includes(name),
  ).sort((a, b) => b.length - a.length);
  if (names.length === 0) return [leaf];
  const pieces = leaf.split(new RegExp(names.map(escapeRegExp).join("|")));
  return [leaf, ...pieces.map((piece) => piece.trim())];
}

/** Strings of `locale`'s content that occur in no other language's, not even inside one. */
function markersOf(locale: Locale, name: ContentName): string[] {
  const otherLeaves = otherLocalesOf(locale).flatMap((other) =>
    CONTENT_NAMES.flatMap((each) => stringLeaves(CONTENT[other][each])),
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

/** Script text with string escapes undone, so copy a minifier escaped reads as written. */
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
