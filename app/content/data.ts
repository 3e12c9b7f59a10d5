import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { z } from "astro/zod";
import { parse, YAMLParseError } from "yaml";
import { locales, type Locale } from "./locales";
import {
  documentPageSchema,
  legalTextSchema,
  priceListSchema,
  pricesTextSchema,
  type DocumentPageText,
  type LegalText,
  type PriceListData,
  type PricesText,
} from "./schema";

/**
 * Reads and checks the data files under `content/`: each against its schema, then against each
 * other (every offering has a title in every language, no title names an unknown offering).
 * The site reads the result through its content collections (app/content.config.ts); tests read
 * it here, so both see the same data. Nothing bad reaches a page: any problem throws, naming
 * the file, the entry and the field.
 */

/** Where the data files are: `content/` at the project's root, where every command runs. */
export const CONTENT_DIR = resolve("content");

/** The data file every language shares. */
export const PRICE_LIST_FILE = "price-list.yaml";

/** The files each language has, under `content/<language>/`, with their schemas. */
export const textFiles = {
  prices: { file: "prices.yaml", schema: pricesTextSchema },
  accessibility: { file: "accessibility.yaml", schema: documentPageSchema },
  legal: { file: "legal.yaml", schema: legalTextSchema },
} as const;

export type TextKind = keyof typeof textFiles;

export interface ContentData {
  priceList: PriceListData;
  text: Record<Locale, LocaleText>;
}

/** One language's words, file by file. */
export interface LocaleText {
  prices: PricesText;
  accessibility: DocumentPageText;
  legal: LegalText;
}

/**
 * Words may name these, in braces, and the page puts the value in: "{brand} list prices",
 * "Prices valid from {validFrom}.", and, when the page is printed, "Printed on {today}."
 */
export const PLACEHOLDERS = [
  "brand",
  "legalName",
  "postalAddress",
  "email",
  "storageKey",
  "verticals",
  "validFrom",
  "today",
] as const;

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The content data has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:\n${problems
        .map((problem) => `  - ${problem}`)
        .join("\n")}`,
    );
    this.name = "ContentError";
  }
}

/** The path of a data file as an editor finds it: "content/de/prices.yaml". */
export const shownPath = (file: string) => `content/${file}`;

export const textFile = (locale: Locale, kind: TextKind) => `${locale}/${textFiles[kind].file}`;

/** Every data file the site needs, by its path under `content/`. */
export function contentFileNames(): string[] {
  return [
    PRICE_LIST_FILE,
    ...locales.flatMap((locale) =>
      (Object.keys(textFiles) as TextKind[]).map((kind) => textFile(locale, kind)),
    ),
  ];
}

/** The singular of a list's key, to name one of its items: "sections" → "section". */
const ITEM_NAMES: Record<string, string> = {
  sections: "section",
  offerings: "offering",
  tiers: "tier",
  notes: "note",
};

/**
 * A field's place as an editor reads it: list items by their id where they have one, so
 * `sections.1.offerings.7.prices.upTo5k` reads `section "bop" › offering "bop-etl" › prices › upTo5k`.
 */
export function describePath(data: unknown, path: readonly (string | number)[]): string {
  const parts: string[] = [];
  let node: unknown = data;
  for (const key of path) {
    const item = Array.isArray(node) ? (node as unknown[])[key as number] : undefined;
    if (typeof key === "number" && parts.length > 0) {
      const listKey = parts.pop() as string;
      const name = ITEM_NAMES[listKey] ?? listKey;
      const itemId =
        item && typeof item === "object" && "id" in item && typeof item.id === "string"
          ? `"${item.id}"`
          : String(key + 1);
      parts.push(`${name} ${itemId}`);
    } else {
      parts.push(String(key));
    }
    node = Array.isArray(node)
      ? item
      : node && typeof node === "object"
        ? (node as Record<string, unknown>)[key]
        : undefined;
  }
  return parts.join(" › ");
}

function schemaProblems(file: string, data: unknown, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length > 0 ? ` › ${describePath(data, issue.path)}` : "";
    const message =
      issue.code === "unrecognized_keys"
        ? `has ${issue.keys.map((key) => `"${key}"`).join(", ")}, which ${issue.keys.length === 1 ? "is" : "are"} not a field here`
        : issue.message === "Required"
          ? "is missing"
          : issue.message;
    return `${shownPath(file)}${where}: ${message}`;
  });
}

/** Every string in a value, with its path, to check the placeholders words use. */
function* strings(
  value: unknown,
  path: (string | number)[] = [],
): Generator<[string, (string | number)[]]> {
  if (typeof value === "string") yield [value, path];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, [...path, index]);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
  }
}

const SECTION = { one: "section", a: "a section" };
const OFFERING = { one: "offering", a: "an offering" };

/** Compares the ids a language's words name with the ids the price list has. */
function keyProblems(
  file: string,
  field: string,
  named: readonly string[],
  known: readonly string[],
  what: { one: string; a: string },
): string[] {
  const list = shownPath(PRICE_LIST_FILE);
  const missing = known
    .filter((key) => !named.includes(key))
    .map(
      (key) =>
        `${shownPath(file)} › ${field} › ${key}: is missing; every ${what.one} of ${list} needs one in every language`,
    );
  const unknown = named
    .filter((key) => !known.includes(key))
    .map(
      (key) => `${shownPath(file)} › ${field} › ${key}: names ${what.a} that ${list} does not have`,
    );
  return [...missing, ...unknown];
}

/**
 * Checks parsed data files (by their path under `content/`; a missing file is `undefined`) and
 * returns the data, or every problem found.
 */
export function checkContent(
  files: Record<string, unknown>,
  /** Files already reported as unreadable: not reported again as missing. */
  unreadable: readonly string[] = [],
): { data: ContentData; problems: [] } | { data?: undefined; problems: string[] } {
  const problems: string[] = [];
  function parsed<T>(file: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>): T | undefined {
    const raw = files[file];
    if (unreadable.includes(file)) return undefined;
    if (raw === undefined) {
      problems.push(`${shownPath(file)}: the file is missing`);
      return undefined;
    }
    const result = schema.safeParse(raw);
    if (!result.success) {
      problems.push(...schemaProblems(file, raw, result.error));
      return undefined;
    }
    for (const [value, path] of strings(raw)) {
      for (const [, name] of value.matchAll(/\{([^{}]*)\}/g)) {
        if (!(PLACEHOLDERS as readonly string[]).includes(name ?? "")) {
          problems.push(
            `${shownPath(file)} › ${describePath(raw, path)}: uses {${name}}, which is not one of ${PLACEHOLDERS.map((known) => `{${known}}`).join(", ")}`,
          );
        }
      }
    }
    return result.data;
  }

  const priceList = parsed(PRICE_LIST_FILE, priceListSchema);
  const text = {} as Record<Locale, LocaleText>;
  for (const locale of locales) {
    const accessibility = parsed(textFile(locale, "accessibility"), documentPageSchema);
    const legal = parsed(textFile(locale, "legal"), legalTextSchema);
    const file = textFile(locale, "prices");
    const prices = parsed(file, pricesTextSchema);
    if (!prices || !accessibility || !legal) continue;
    text[locale] = { prices, accessibility, legal };
    if (!priceList) continue;
    const sectionIds = priceList.sections.map((section) => section.id);
    const offeringIds = priceList.sections.flatMap((section) =>
      section.offerings.map((offering) => offering.id),
    );
    problems.push(
      ...keyProblems(file, "sections", Object.keys(prices.sections), sectionIds, SECTION),
      ...keyProblems(file, "offerings", Object.keys(prices.offerings), offeringIds, OFFERING),
    );
  }
  if (problems.length > 0 || !priceList) return { problems };
  return { data: { priceList, text }, problems: [] };
}

/** Reads the YAML of every data file; a file that is not YAML is a problem, not a crash. */
export function readContentFiles(dir: string = CONTENT_DIR): {
  files: Record<string, unknown>;
  unreadable: string[];
  problems: string[];
} {
  const files: Record<string, unknown> = {};
  const unreadable: string[] = [];
  const problems: string[] = [];
  for (const file of contentFileNames()) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    try {
      files[file] = parse(readFileSync(path, "utf8"));
    } catch (error) {
      if (!(error instanceof YAMLParseError)) throw error;
      const [place] = error.linePos ?? [];
      const at = place ? ` (line ${place.line}, column ${place.col})` : "";
      problems.push(`${shownPath(file)}${at}: is not valid YAML: ${error.message.split("\n")[0]}`);
      unreadable.push(file);
    }
  }
  return { files, unreadable, problems };
}

/** The checked content data; throws a ContentError naming every problem. */
export function loadContentData(dir: string = CONTENT_DIR): ContentData {
  const read = readContentFiles(dir);
  const checked = checkContent(read.files, read.unreadable);
  const problems = [...read.problems, ...checked.problems];
  if (problems.length > 0 || !checked.data) throw new ContentError(problems);
  return checked.data;
}
