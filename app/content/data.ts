import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { z } from "astro/zod";
import { parse, YAMLParseError } from "yaml";
import { locales, type Locale } from "./locales.ts";
import {
  catalogSchema,
  chromeTextSchema,
  companySchema,
  documentPageSchema,
  homeTextSchema,
  imprintTextSchema,
  legalTextSchema,
  priceListSchema,
  pricesTextSchema,
  productsTextSchema,
  siteTextSchema,
} from "./schema.ts";

/**
 * Reads and checks the data files under `content/`: each against its schema, then against each
 * other (every offering has a title in every language, no title names an unknown offering).
 * The site reads the result through its content collections (app/content.config.ts); tests read
 * it here, so both see the same data. Nothing bad reaches a page: any problem throws, naming
 * the file, the entry and the field.
 */

/**
 * Where the data files are: `content/` at the project's root, where every command runs, or the
 * folder SITE_CONTENT_DIR names (the tests build a filled-in copy of the data that way).
 */
export const CONTENT_DIR = resolve(process.env.SITE_CONTENT_DIR ?? "content");

/** The data files every language shares, with their schemas. */
export const sharedFiles = {
  company: { file: "company.yaml", schema: companySchema },
  catalog: { file: "products.yaml", schema: catalogSchema },
  priceList: { file: "price-list.yaml", schema: priceListSchema },
} as const;

export type SharedKind = keyof typeof sharedFiles;

export const PRICE_LIST_FILE = sharedFiles.priceList.file;
export const CATALOG_FILE = sharedFiles.catalog.file;
export const COMPANY_FILE = sharedFiles.company.file;

/** The files each language has, under `content/<language>/`, with their schemas. */
export const textFiles = {
  site: { file: "site.yaml", schema: siteTextSchema },
  chrome: { file: "chrome.yaml", schema: chromeTextSchema },
  home: { file: "home.yaml", schema: homeTextSchema },
  products: { file: "products.yaml", schema: productsTextSchema },
  prices: { file: "prices.yaml", schema: pricesTextSchema },
  imprint: { file: "imprint.yaml", schema: imprintTextSchema },
  accessibility: { file: "accessibility.yaml", schema: documentPageSchema },
  legal: { file: "legal.yaml", schema: legalTextSchema },
} as const;

export type TextKind = keyof typeof textFiles;

/** The shared files' data, by kind. */
export type SharedData = { [Kind in SharedKind]: z.infer<(typeof sharedFiles)[Kind]["schema"]> };

/** One language's words, file by file. */
export type LocaleText = { [Kind in TextKind]: z.infer<(typeof textFiles)[Kind]["schema"]> };

export interface ContentData extends SharedData {
  text: Record<Locale, LocaleText>;
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
  "partner",
  "headquartersCity",
  "subsidiaryCities",
  "verticals",
  "validFrom",
  "today",
] as const;

/**
 * Words under these keys may also name the figures the price explorer puts in as a buyer
 * chooses: "{offering} added: {price}. Total: {total}.", "From {from} users, these {count}
 * offerings cost {total}, {difference} more."
 */
export const FIGURE_PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = {
  announce: ["offering", "price", "total", "users", "tier"],
  nextTier: ["count", "from", "total", "difference"],
};

/** The placeholders the words at `path` may name. */
function placeholdersAt(path: readonly (string | number)[]): readonly string[] {
  return [...PLACEHOLDERS, ...path.flatMap((key) => FIGURE_PLACEHOLDERS[key] ?? [])];
}

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
    ...Object.values(sharedFiles).map((shared) => shared.file),
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
  products: "product",
  subsidiaries: "subsidiary",
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
          : item && typeof item === "object" && "slug" in item && typeof item.slug === "string"
            ? `"${item.slug}"`
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

/** Zod's message for a field left out, of any kind: text, a number, a list, a group of fields. */
const missing = (issue: { input?: unknown }) =>
  issue.input === undefined ? "is missing" : undefined;

function schemaProblems(file: string, data: unknown, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.filter((key) => typeof key !== "symbol");
    const where = path.length > 0 ? ` › ${describePath(data, path)}` : "";
    const message =
      issue.code === "unrecognized_keys"
        ? `has ${issue.keys.map((key) => `"${key}"`).join(", ")}, which ${issue.keys.length === 1 ? "is" : "are"} not a field here`
        : issue.code === "invalid_key"
          ? // A map's key that is not an id (`offerings` of prices.yaml): the id's own message.
            (issue.issues[0]?.message ?? issue.message)
          : issue.message;
    return `${shownPath(file)}${where}: ${message}`;
  });
}

/** Every string in a value, with its path, to check the placeholders words use. */
export function* strings(
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

interface Named {
  /** The file that has the ids. */
  source: string;
  one: string;
  a: string;
}

const SECTION: Named = { source: PRICE_LIST_FILE, one: "section", a: "a section" };
const OFFERING: Named = { source: PRICE_LIST_FILE, one: "offering", a: "an offering" };
const PRODUCT: Named = { source: CATALOG_FILE, one: "product", a: "a product" };
const SUBSIDIARY: Named = { source: COMPANY_FILE, one: "subsidiary", a: "a subsidiary" };

/** Compares the ids a language's words name with the ids a shared file has. */
function keyProblems(
  file: string,
  field: string,
  named: readonly string[],
  known: readonly string[],
  what: Named,
): string[] {
  const source = shownPath(what.source);
  const missing = known
    .filter((key) => !named.includes(key))
    .map(
      (key) =>
        `${shownPath(file)} › ${field} › ${key}: is missing; every ${what.one} of ${source} needs one in every language`,
    );
  const unknown = named
    .filter((key) => !known.includes(key))
    .map(
      (key) =>
        `${shownPath(file)} › ${field} › ${key}: names ${what.a} that ${source} does not have`,
    );
  return [...missing, ...unknown];
}

/** Where one language's words must match the shared files: the ids they name, the pictures. */
function crossProblems(locale: Locale, words: LocaleText, shared: SharedData): string[] {
  const { priceList, catalog, company } = shared;
  const pricesFile = textFile(locale, "prices");
  const productsFile = textFile(locale, "products");
  const sectionIds = priceList.sections.map((section) => section.id);
  const offeringIds = priceList.sections.flatMap((section) =>
    section.offerings.map((offering) => offering.id),
  );
  const pictureProblems = catalog.products.flatMap(({ slug, heroImage }) => {
    const alt = words.products.products[slug]?.heroImageAlt;
    const where = `${shownPath(productsFile)} › products › ${slug} › heroImageAlt`;
    if (heroImage && alt === undefined) {
      return [`${where}: is missing; the product has a picture in ${shownPath(CATALOG_FILE)}`];
    }
    if (!heroImage && alt !== undefined && slug in words.products.products) {
      return [
        `${where}: describes a picture the product does not have in ${shownPath(CATALOG_FILE)}`,
      ];
    }
    return [];
  });
  return [
    ...keyProblems(pricesFile, "sections", Object.keys(words.prices.sections), sectionIds, SECTION),
    ...keyProblems(
      pricesFile,
      "offerings",
      Object.keys(words.prices.offerings),
      offeringIds,
      OFFERING,
    ),
    ...keyProblems(
      productsFile,
      "products",
      Object.keys(words.products.products),
      catalog.products.map((product) => product.slug),
      PRODUCT,
    ),
    ...keyProblems(
      textFile(locale, "site"),
      "subsidiaries",
      Object.keys(words.site.subsidiaries),
      company.subsidiaries.map((subsidiary) => subsidiary.id),
      SUBSIDIARY,
    ),
    ...pictureProblems,
  ];
}

/** Every price section that names a product names one of products.yaml. */
function productLinkProblems({ priceList, catalog }: SharedData): string[] {
  const slugs = catalog.products.map((product) => product.slug);
  return priceList.sections.flatMap((section) =>
    section.product === undefined || slugs.includes(section.product)
      ? []
      : [
          `${shownPath(PRICE_LIST_FILE)} › section "${section.id}" › product: names a product that ${shownPath(CATALOG_FILE)} does not have`,
        ],
  );
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
  function parsed<T>(file: string, schema: z.ZodType<T>): T | undefined {
    const raw = files[file];
    if (unreadable.includes(file)) return undefined;
    if (raw === undefined) {
      problems.push(`${shownPath(file)}: the file is missing`);
      return undefined;
    }
    const result = schema.safeParse(raw, { error: missing });
    if (!result.success) {
      problems.push(...schemaProblems(file, raw, result.error));
      return undefined;
    }
    for (const [value, path] of strings(raw)) {
      const known = placeholdersAt(path);
      for (const [, name] of value.matchAll(/\{([^{}]*)\}/g)) {
        if (!known.includes(name ?? "")) {
          problems.push(
            `${shownPath(file)} › ${describePath(raw, path)}: uses {${name}}, which is not one of ${known.map((each) => `{${each}}`).join(", ")}`,
          );
        }
      }
    }
    return result.data;
  }
  /** Every file of a registry parsed, or undefined when any one has a problem. */
  function parsedAll<Files extends Record<string, { file: string; schema: z.ZodType }>>(
    registry: Files,
    path: (file: string) => string,
  ): { [Kind in keyof Files]: z.infer<Files[Kind]["schema"]> } | undefined {
    const entries = Object.entries(registry).map(
      ([kind, { file, schema }]) => [kind, parsed(path(file), schema)] as const,
    );
    if (entries.some(([, value]) => value === undefined)) return undefined;
    return Object.fromEntries(entries) as { [Kind in keyof Files]: z.infer<Files[Kind]["schema"]> };
  }

  const shared = parsedAll(sharedFiles, (file) => file);
  if (shared) problems.push(...productLinkProblems(shared));
  const text = {} as Record<Locale, LocaleText>;
  for (const locale of locales) {
    const words = parsedAll(textFiles, (file) => `${locale}/${file}`);
    if (!words) continue;
    text[locale] = words;
    if (shared) problems.push(...crossProblems(locale, words, shared));
  }
  if (problems.length > 0 || !shared) return { problems };
  return { data: { ...shared, text }, problems: [] };
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
