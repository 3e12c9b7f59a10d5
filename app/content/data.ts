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

// The one reader of the data files under `content/`: each against its schema, then against each
// other; a problem names the file, the entry and the field.

/** `content/`, or the folder SITE_CONTENT_DIR names (the tests' copies). */
export const CONTENT_DIR = resolve(process.env.SITE_CONTENT_DIR ?? "content");

/** The data files every language shares, with their schemas. */
export const sharedFiles = {
  company: { file: "company.yaml", schema: companySchema },
  catalog: { file: "products.yaml", schema: catalogSchema },
  priceList: { file: "price-list.yaml", schema: priceListSchema },
} as const;

export type SharedKind = keyof typeof sharedFiles;

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

type Parsed<Files extends Record<string, { schema: z.ZodType }>> = {
  [Kind in keyof Files]: z.infer<Files[Kind]["schema"]>;
};
export type SharedData = Parsed<typeof sharedFiles>;
/** One language's words, file by file. */
export type LocaleText = Parsed<typeof textFiles>;

export interface ContentData extends SharedData {
  text: Record<Locale, LocaleText>;
}

/** What words may name in braces, filled in by the page: "{brand} list prices". */
export const PLACEHOLDERS = [
  "brand",
  "legalName",
  "postalAddress",
  "email",
  "phone",
  "storageKey",
  "partner",
  "headquartersCity",
  "subsidiaryCities",
  "verticals",
  "validFrom",
  "today",
  "requestQuote",
  "contactUs",
  "logRetentionDays",
  "reviewed",
] as const;

/**
 * What only the words under these keys may name: the figures the price explorer puts in as a
 * buyer chooses, and the privacy page's words for the chosen host.
 */
const SCOPED_PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = {
  announce: ["offering", "price", "total", "users", "tier"],
  nextTier: ["count", "from", "total", "difference"],
  sections: ["hosting", "transfer"],
};

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    const count = problems.length === 1 ? "a problem" : `${problems.length} problems`;
    super(`The content data has ${count}:\n${problems.map((each) => `  - ${each}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/** The path of a data file as an editor finds it: "content/de/prices.yaml". */
export const shownPath = (file: string) => `content/${file}`;

export const textFile = (locale: Locale, kind: TextKind) => `${locale}/${textFiles[kind].file}`;

/** Every data file the site needs, by its path under `content/`. */
export const contentFileNames = (): string[] => [
  ...Object.values(sharedFiles).map((shared) => shared.file),
  ...locales.flatMap((locale) =>
    (Object.keys(textFiles) as TextKind[]).map((kind) => textFile(locale, kind)),
  ),
];

/**
 * A field's place as an editor reads it, a list's item by its id or slug where it has one:
 * `sections.1.offerings.7.prices` reads `section "bop" › offering "bop-etl" › prices`.
 */
export function describePath(data: unknown, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let node = data;
  for (const key of path) {
    const item =
      node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === "number" && parts.length > 0) {
      const list = (parts.pop() as string).replace(/ies$/, "y").replace(/s$/, "");
      const { id, slug } = (item ?? {}) as { id?: unknown; slug?: unknown };
      const name = typeof id === "string" ? id : typeof slug === "string" ? slug : undefined;
      parts.push(`${list} ${name === undefined ? key + 1 : `"${name}"`}`);
    } else {
      parts.push(String(key));
    }
    node = item;
  }
  return parts.join(" › ");
}

/** The one form of every problem: "content/de/prices.yaml › page › intro: is missing". */
export function problem(file: string, data: unknown, path: readonly PropertyKey[], text: string) {
  return `${[shownPath(file), describePath(data, path)].filter(Boolean).join(" › ")}: ${text}`;
}

/** A schema's issues as problems of `file`. */
export function schemaProblems(file: string, data: unknown, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const message =
      issue.code === "unrecognized_keys"
        ? `has ${issue.keys.map((key) => `"${key}"`).join(", ")}, which ${issue.keys.length === 1 ? "is" : "are"} not a field here`
        : issue.code === "invalid_key"
          ? // A map's key that is not an id (`offerings` of prices.yaml): the id's own message.
            (issue.issues[0]?.message ?? issue.message)
          : issue.message;
    return problem(file, data, issue.path, message);
  });
}

/** One message for a field left out, of any kind. */
const missing = (issue: { input?: unknown }) =>
  issue.input === undefined ? "is missing" : undefined;

/** Every string in a value, with its path. */
export function* strings(
  value: unknown,
  path: (string | number)[] = [],
): Generator<[string, (string | number)[]]> {
  if (typeof value === "string") yield [value, path];
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      yield* strings(item, [...path, Array.isArray(value) ? Number(key) : key]);
    }
  }
}

/** The words' braces that name no placeholder the page fills there. */
function placeholderProblems(file: string, data: unknown): string[] {
  return [...strings(data)].flatMap(([value, path]) => {
    const known = [...PLACEHOLDERS, ...path.flatMap((key) => SCOPED_PLACEHOLDERS[key] ?? [])];
    return [...value.matchAll(/\{([^{}]*)\}/g)]
      .filter(([, name]) => !known.includes(name ?? ""))
      .map(([, name]) => {
        const names = known.map((each) => `{${each}}`).join(", ");
        return problem(file, data, path, `uses {${name}}, which is not one of ${names}`);
      });
  });
}

/** Where one language's words must match the shared files: the ids they name, the pictures. */
function crossProblems(locale: Locale, words: LocaleText, shared: SharedData): string[] {
  const { priceList, catalog, company } = shared;
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
  const offerings = ids(priceList.sections.flatMap((section) => section.offerings));
  const slugs = catalog.products.map((product) => product.slug);
  const keyed: [TextKind, string, string[], string, SharedKind][] = [
    ["prices", "sections", ids(priceList.sections), "a section", "priceList"],
    ["prices", "offerings", offerings, "an offering", "priceList"],
    ["products", "products", slugs, "a product", "catalog"],
    ["site", "subsidiaries", ids(company.subsidiaries), "a subsidiary", "company"],
  ];
  const idProblems = keyed.flatMap(([kind, field, known, what, sharedKind]) => {
    const source = shownPath(sharedFiles[sharedKind].file);
    const named = Object.keys((words[kind] as Record<string, object>)[field] ?? {});
    const at = (message: string) => (key: string) =>
      problem(textFile(locale, kind), null, [field, key], message);
    const missing = `is missing; every ${what.split(" ")[1]} of ${source} needs one in every language`;
    return [
      ...known.filter((key) => !named.includes(key)).map(at(missing)),
      ...named
        .filter((key) => !known.includes(key))
        .map(at(`names ${what} that ${source} does not have`)),
    ];
  });
  const catalogFile = shownPath(sharedFiles.catalog.file);
  const pictureProblems = catalog.products.flatMap(({ slug, heroImage }) => {
    const alt = words.products.products[slug]?.heroImageAlt;
    const at = (message: string) =>
      problem(textFile(locale, "products"), null, ["products", slug, "heroImageAlt"], message);
    if (heroImage && alt === undefined) {
      return [at(`is missing; the product has a picture in ${catalogFile}`)];
    }
    if (!heroImage && alt !== undefined) {
      return [at(`describes a picture the product does not have in ${catalogFile}`)];
    }
    return [];
  });
  return [...idProblems, ...pictureProblems];
}

/** Every price section that names a product names one of products.yaml. */
function productLinkProblems({ priceList, catalog }: SharedData): string[] {
  const slugs = catalog.products.map((product) => product.slug);
  const unknown = `names a product that ${shownPath(sharedFiles.catalog.file)} does not have`;
  return priceList.sections.flatMap(({ product }, index) =>
    product === undefined || slugs.includes(product)
      ? []
      : [problem(sharedFiles.priceList.file, priceList, ["sections", index, "product"], unknown)],
  );
}

/** Parsed data files (by path under `content/`; `undefined` if not YAML) checked: data or problems. */
export function checkContent(
  files: Record<string, unknown>,
): { data: ContentData; problems: [] } | { data?: undefined; problems: string[] } {
  const problems: string[] = [];
  /** Every file of a registry parsed, or undefined when any one has a problem. */
  function parsed<Files extends Record<string, { file: string; schema: z.ZodType }>>(
    registry: Files,
    path: (file: string) => string,
  ): Parsed<Files> | undefined {
    const entries = Object.entries(registry).map(([kind, { file, schema }]) => {
      const name = path(file);
      const raw = files[name];
      if (!(name in files)) problems.push(problem(name, raw, [], "the file is missing"));
      if (raw === undefined) return [kind, undefined];
      const result = schema.safeParse(raw, { error: missing });
      if (!result.success) problems.push(...schemaProblems(name, raw, result.error));
      else problems.push(...placeholderProblems(name, raw));
      return [kind, result.data];
    });
    if (entries.some(([, value]) => value === undefined)) return undefined;
    return Object.fromEntries(entries) as Parsed<Files>;
  }

  const shared = parsed(sharedFiles, (file) => file);
  if (shared) problems.push(...productLinkProblems(shared));
  const text = {} as Record<Locale, LocaleText>;
  // Each language's words, read here: from content/<language>/.
  for (const locale of locales) {
    const words = parsed(textFiles, (file) => `${locale}/${file}`);
    if (!words) continue;
    text[locale] = words;
    if (shared) problems.push(...crossProblems(locale, words, shared));
  }
  if (problems.length > 0 || !shared) return { problems };
  return { data: { ...shared, text }, problems: [] };
}

/** Reads the YAML of every data file; a file that is not YAML is a problem, not a crash. */
export function readContentFiles(dir: string = CONTENT_DIR) {
  const files: Record<string, unknown> = {};
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
      problems.push(
        problem(file, null, [], `is not valid YAML${at}: ${error.message.split("\n")[0]}`),
      );
      files[file] = undefined;
    }
  }
  return { files, problems };
}

/** On `globalThis`: Astro loads the content config and the integrations as separate modules. */
const memory = globalThis as { tesserisContent?: ContentData };

/** The checked data of a folder in the layout of `content/`; throws a ContentError naming every problem. */
export function loadContentDataFrom(dir: string): ContentData {
  const read = readContentFiles(dir);
  const checked = checkContent(read.files);
  const problems = [...read.problems, ...checked.problems];
  if (problems.length > 0 || !checked.data) throw new ContentError(problems);
  return checked.data;
}

/** The site's checked data, read once per process or `fresh`. */
export function loadContentData(fresh = false): ContentData {
  if (memory.tesserisContent && !fresh) return memory.tesserisContent;
  memory.tesserisContent = loadContentDataFrom(CONTENT_DIR);
  return memory.tesserisContent;
}
