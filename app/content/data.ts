import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { z } from "astro/zod";
import { parse, YAMLParseError } from "yaml";
import { DEFAULT_LOCALE, locales, pluralCategoriesOf, type Locale } from "./locales.ts";
import { MARK_PATTERN } from "./marks.ts";
import {
  chromeTextSchema,
  companySchema,
  documentPageSchema,
  homeTextSchema,
  id as idSchema,
  imprintTextSchema,
  languageFree,
  legalTextSchema,
  pluralForms,
  offeringEntrySchema,
  priceListSchema,
  priceSectionEntrySchema,
  pricesTextSchema,
  productEntrySchema,
  productsTextSchema,
  siteTextSchema,
  subsidiaryEntrySchema,
} from "./schema.ts";

// The one reader of the data files under `content/`: each against its schema, then against each
// other; a problem names the file, the entry and the field. Things the owners add and remove
// (offerings, products, …) are a file each per language, its name the thing's id; the loader puts
// them together into the lists and words the pages read.

/** `content/`, or the folder SITE_CONTENT_DIR names (the tests' copies). */
export const CONTENT_DIR = resolve(process.env.SITE_CONTENT_DIR ?? "content");

/** The data files every language shares, with their schemas. */
export const sharedFiles = {
  company: { file: "company.yaml", schema: companySchema },
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

/**
 * The kinds of entry: each a folder in every language, `content/<language>/<folder>/<id>.yaml`,
 * one file per thing with its words in that language and its language-free fields.
 */
export const entryKinds = {
  products: { folder: "products", schema: productEntrySchema, noun: "product" },
  sections: { folder: "price-sections", schema: priceSectionEntrySchema, noun: "section" },
  offerings: { folder: "offerings", schema: offeringEntrySchema, noun: "offering" },
  subsidiaries: { folder: "subsidiaries", schema: subsidiaryEntrySchema, noun: "subsidiary" },
} as const;

export type EntryKind = keyof typeof entryKinds;

type Parsed<Files extends Record<string, { schema: z.ZodType }>> = {
  [Kind in keyof Files]: z.infer<Files[Kind]["schema"]>;
};
type EntryData<Kind extends EntryKind> = z.infer<(typeof entryKinds)[Kind]["schema"]>;
/** One thing: its id (its files' name) and its file in each language. */
export interface Entry<Kind extends EntryKind> {
  id: string;
  byLocale: Record<Locale, EntryData<Kind>>;
}
type Entries = { [Kind in EntryKind]: Entry<Kind>[] };

type SharedFiles = Parsed<typeof sharedFiles>;
type TextFiles = Parsed<typeof textFiles>;
type Place = { city: string; country: string };
type ProductData = EntryData<"products">;

/** A product's language-free facts, by its slug. */
export type CatalogProduct = Pick<ProductData, "category" | "layout"> & { slug: string };
/** A product's words and picture in one language. */
export type ProductText = Omit<ProductData, "order" | "category" | "layout">;
/** The price list: price-list.yaml, with its sections and their offerings in order. */
export type PriceListData = SharedFiles["priceList"] & {
  sections: {
    id: string;
    product?: string;
    offerings: { id: string; prices: EntryData<"offerings">["prices"] }[];
  }[];
};
/** The price page's words, with each section's heading and each offering's title by id. */
export type PricesText = TextFiles["prices"] & {
  sections: Record<string, string>;
  offerings: Record<string, string>;
};

/** The data every language shares, its things put in order. */
export interface SharedData {
  company: SharedFiles["company"] & {
    subsidiaries: { id: string; company: string; countryCode: string }[];
  };
  catalog: { products: CatalogProduct[] };
  priceList: PriceListData;
}

/** One language's words, by the file they are in, each thing's words put with its kind's. */
export type LocaleText = Omit<TextFiles, "site" | "prices" | "products"> & {
  site: TextFiles["site"] & { subsidiaries: Record<string, Place> };
  prices: PricesText;
  products: TextFiles["products"] & { products: Record<string, ProductText> };
};

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
  "partnerStatus",
  "headquartersCity",
  "subsidiaryCities",
  "verticals",
  "validFrom",
  "today",
  "requestQuote",
  "contactUs",
  "logRetentionDays",
  "reviewed",
  "currency",
  "languages",
] as const;

/**
 * What only the words under these keys may name: the figures the price explorer puts in as a
 * buyer chooses, and the privacy page's words for the chosen host.
 */
const SCOPED_PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = {
  userRange: ["from", "to", "range"],
  productLink: ["product"],
  tierRule: ["count", "tier"],
  addToEstimate: ["offering"],
  estimate: ["count", "tier", "users", "link", "total", "offering", "price", "offerings"],
  announce: ["offering", "price", "total", "users", "tier", "count"],
  nextTier: ["count", "from", "total", "difference"],
  print: ["link"],
  copyright: ["year"],
  contacts: ["city", "country", "postalCode"],
  meta: ["page", "product"],
  cardLink: ["product"],
};

/**
 * The parts of a sentence the page renders as more than words, marked `<name>…</name>`: the
 * words under these keys have exactly these marks (a link dropped would leave no way to the
 * page), and no others have any.
 */
const SCOPED_MARKS: Readonly<Record<string, readonly string[]>> = {
  productLink: ["link"],
  addToEstimate: ["hidden"],
  withTotal: ["strong"],
  learnMore: ["hidden"],
};

/** The build's own messages are English: their count's form, by English's plural rules. */
const englishPlurals = new Intl.PluralRules("en");
const englishCount = (count: number, one: string, other: string) =>
  englishPlurals.select(count) === "one" ? one : other;

export class ContentError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    const count = englishCount(problems.length, "a problem", `${problems.length} problems`);
    super(`The content data has ${count}:\n${problems.map((each) => `  - ${each}`).join("\n")}`);
    this.problems = problems;
    this.name = "ContentError";
  }
}

/** The path of a data file as an editor finds it: "content/de/prices.yaml". */
export const shownPath = (file: string) => `content/${file}`;

export const textFile = (locale: Locale, kind: TextKind) => `${locale}/${textFiles[kind].file}`;

/** An entry's file, by its path under `content/`: "de/offerings/bop-etl.yaml". */
export const entryFile = (locale: Locale, kind: EntryKind, id: string) =>
  `${locale}/${entryKinds[kind].folder}/${id}.yaml`;

/** The ids of a kind's entries in `dir`: the names of its files, in any language. */
function entryIds(dir: string, kind: EntryKind): string[] {
  const names = locales.flatMap((locale) => {
    const folder = join(dir, locale, entryKinds[kind].folder);
    return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(".yaml")) : [];
  });
  return [...new Set(names.map((name) => basename(name, ".yaml")))].sort();
}

/** Every data file of the site in `dir`, by its path under `content/`, entries' included. */
export function contentFileNames(dir: string = CONTENT_DIR): string[] {
  // Each folder read once, for every language's list.
  const kinds = (Object.keys(entryKinds) as EntryKind[]).map((kind) => ({
    kind,
    ids: entryIds(dir, kind),
  }));
  return [
    ...Object.values(sharedFiles).map((shared) => shared.file),
    ...locales.flatMap((locale) => [
      ...(Object.keys(textFiles) as TextKind[]).map((kind) => textFile(locale, kind)),
      ...kinds.flatMap(({ kind, ids }) => ids.map((id) => entryFile(locale, kind, id))),
    ]),
  ];
}

/**
 * A field's place as an editor reads it, a list's item by its id or slug where it has one:
 * `tiers.3.to` reads `tier "over50k" › to`, `features.0.title` reads `feature 1 › title`.
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
        ? `has ${issue.keys.map((key) => `"${key}"`).join(", ")}, which ${englishCount(issue.keys.length, "is", "are")} not a field here`
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

/** Marks that are not the ones the page renders for this string, and tags left open. */
function markProblems(file: string, data: unknown): string[] {
  return [...strings(data)].flatMap(([value, path]) => {
    const expected = path.flatMap((key) => (typeof key === "string" && SCOPED_MARKS[key]) || []);
    const found = [...value.matchAll(MARK_PATTERN)].map(([, name]) => name ?? "");
    const stray = value.replace(MARK_PATTERN, "").match(/<\/?[a-z]+>/);
    const at = (text: string) => problem(file, data, path, text);
    const shownMarks = (names: readonly string[]) =>
      names.map((name) => `<${name}>…</${name}>`).join(" and ");
    if (stray) return [at(`has ${stray[0]} without its other half`)];
    if (expected.length === 0 && found.length > 0)
      return [at(`marks ${shownMarks(found)}, which this text cannot show`)];
    const missing = expected.filter((name) => !found.includes(name));
    if (missing.length > 0) return [at(`needs ${shownMarks(missing)} around the words it marks`)];
    return [];
  });
}

/** Each count's words (./schema.ts, `pluralForms`) in a parsed file, with its path. */
function* pluralValues(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[] = [],
): Generator<[PropertyKey[], Record<string, unknown>]> {
  if (value === undefined || value === null) return;
  if (pluralForms.has(schema)) yield [path, value as Record<string, unknown>];
  else if (schema instanceof z.ZodOptional) {
    yield* pluralValues(schema.unwrap() as z.ZodType, value, path);
  } else if (schema instanceof z.ZodArray && Array.isArray(value)) {
    for (const [index, item] of value.entries())
      yield* pluralValues(schema.element as z.ZodType, item, [...path, index]);
  } else if (schema instanceof z.ZodObject) {
    const fields = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(schema.shape) as [string, z.ZodType][])
      yield* pluralValues(child, fields[key], [...path, key]);
  }
}

/** A count's words without a form the language needs: "… › offerings › few: is missing; …". */
function pluralProblems(file: string, data: unknown, schema: z.ZodType, locale: Locale) {
  const needed = pluralCategoriesOf(locale);
  return [...pluralValues(schema, data)].flatMap(([path, forms]) =>
    needed
      .filter((category) => typeof forms[category] !== "string")
      .map((category) =>
        problem(
          file,
          data,
          [...path, category],
          `is missing; a count in ${locale} takes the forms ${needed.join(", ")} (Intl.PluralRules)`,
        ),
      ),
  );
}

/** A parsed language file's problems beyond its schema: placeholders, marks, plural forms. */
function wordProblems(file: string, data: unknown, schema: z.ZodType, locale?: Locale) {
  return [
    ...placeholderProblems(file, data),
    ...markProblems(file, data),
    ...(locale ? pluralProblems(file, data, schema, locale) : []),
  ];
}

/** Each language-free value of an entry (./schema.ts, `languageFree`), field by field, with its path. */
function* languageFreeValues(
  schema: z.ZodType,
  value: unknown,
  path: string[] = [],
  free = languageFree.has(schema),
): Generator<[string[], unknown]> {
  if (schema instanceof z.ZodOptional) {
    yield* languageFreeValues(schema.unwrap() as z.ZodType, value, path, free);
  } else if (schema instanceof z.ZodObject) {
    const fields = (value ?? {}) as Record<string, unknown>;
    for (const [key, child] of Object.entries(schema.shape) as [string, z.ZodType][]) {
      yield* languageFreeValues(
        child,
        fields[key],
        [...path, key],
        free || languageFree.has(child),
      );
    }
  } else if (free) yield [path, value];
}

/** How a problem shows a value: 200000, "bop", or that it is missing. */
const shown = (value: unknown) => (value === undefined ? "missing" : JSON.stringify(value));

/**
 * Every kind's entries, each with its file in every language: a file missing in a language, a
 * file whose name is no id, and a language-free field that differs from the default language's
 * are problems. Undefined where a file has one.
 */
function readEntries(
  kind: EntryKind,
  files: Record<string, unknown>,
  problems: string[],
): Entry<EntryKind>[] | undefined {
  const { folder, schema, noun } = entryKinds[kind];
  const pattern = new RegExp(`^(${locales.join("|")})/${folder}/([^/]+)\\.yaml$`);
  const ids = [
    ...new Set(Object.keys(files).flatMap((name) => pattern.exec(name)?.[2] ?? [])),
  ].sort();
  const before = problems.length;
  if (ids.length === 0) {
    problems.push(`${shownPath(`${DEFAULT_LOCALE}/${folder}/`)}: needs at least one ${noun}`);
  }
  const entries = ids.map((id) => {
    const named = idSchema.safeParse(id);
    if (!named.success) {
      const message = named.error.issues[0]?.message ?? "";
      problems.push(`${shownPath(entryFile(DEFAULT_LOCALE, kind, id))}: its name ${message}`);
    }
    const byLocale = {} as Record<Locale, unknown>;
    for (const locale of locales) {
      const name = entryFile(locale, kind, id);
      if (!(name in files)) {
        const where = `every ${noun} has its words in every language`;
        problems.push(problem(name, null, [], `the file is missing; ${where}`));
        continue;
      }
      const raw = files[name];
      if (raw === undefined) continue;
      const result = (schema as z.ZodType).safeParse(raw, { error: missing });
      if (!result.success) problems.push(...schemaProblems(name, raw, result.error));
      else problems.push(...wordProblems(name, raw, schema as z.ZodType, locale));
      byLocale[locale] = result.data;
    }
    const model = byLocale[DEFAULT_LOCALE];
    if (model !== undefined) {
      const source = shownPath(entryFile(DEFAULT_LOCALE, kind, id));
      const expected = new Map(
        [...languageFreeValues(schema, model)].map(([path, value]) => [path.join("."), value]),
      );
      for (const locale of locales.filter((each) => byLocale[each] !== undefined)) {
        for (const [path, value] of languageFreeValues(schema, byLocale[locale])) {
          const same = expected.get(path.join("."));
          if (isDeepStrictEqual(value, same)) continue;
          const name = entryFile(locale, kind, id);
          const text = `is ${shown(value)}, but ${shown(same)} in ${source}; it is the same in every language (the editor copies it)`;
          problems.push(problem(name, byLocale[locale], path, text));
        }
      }
    }
    return { id, byLocale: byLocale as Record<Locale, EntryData<EntryKind>> };
  });
  if (problems.length > before) return undefined;
  // The editor's entry reordering numbers them; entries without a number follow, by id.
  const place = ({ byLocale }: Entry<EntryKind>) =>
    (byLocale[DEFAULT_LOCALE] as { order?: number }).order ?? Infinity;
  return entries.sort((a, b) => place(a) - place(b) || (a.id < b.id ? -1 : 1));
}

/** Where one entry names another (a section's product, an offering's section), and empty sections. */
function linkProblems({ products, sections, offerings }: Entries): string[] {
  const at = (kind: EntryKind, id: string, path: string[], text: string) =>
    problem(entryFile(DEFAULT_LOCALE, kind, id), null, path, text);
  const names = (kind: EntryKind, slugs: Entry<EntryKind>[]) => {
    const { folder, noun } = entryKinds[kind];
    const known = slugs.map(({ id }) => id);
    return (id: string) =>
      known.includes(id)
        ? undefined
        : `names a ${noun} that ${shownPath(`${DEFAULT_LOCALE}/${folder}/`)} does not have`;
  };
  const product = names("products", products);
  const section = names("sections", sections);
  return [
    ...sections.flatMap(({ id, byLocale }) => {
      const slug = byLocale[DEFAULT_LOCALE].product;
      const wrong = slug === undefined ? undefined : product(slug);
      return wrong ? [at("sections", id, ["product"], wrong)] : [];
    }),
    ...offerings.flatMap(({ id, byLocale }) => {
      const wrong = section(byLocale[DEFAULT_LOCALE].section);
      return wrong ? [at("offerings", id, ["section"], wrong)] : [];
    }),
    ...sections
      .filter(
        ({ id }) => !offerings.some(({ byLocale }) => byLocale[DEFAULT_LOCALE].section === id),
      )
      .map(({ id }) =>
        problem(
          entryFile(DEFAULT_LOCALE, "sections", id),
          null,
          [],
          "no offering is in this section; a section needs at least one",
        ),
      ),
  ];
}

/** The things' words of one language, by id, as the page files' words are. */
function wordsOf(locale: Locale, words: TextFiles, entries: Entries): LocaleText {
  const byId = <Kind extends EntryKind, T>(kind: Kind, pick: (data: EntryData<Kind>) => T) =>
    Object.fromEntries(
      (entries[kind] as Entry<Kind>[]).map(({ id, byLocale }) => [id, pick(byLocale[locale])]),
    );
  return {
    ...words,
    site: {
      ...words.site,
      subsidiaries: byId("subsidiaries", ({ city, country }) => ({ city, country })),
    },
    prices: {
      ...words.prices,
      sections: byId("sections", ({ title }) => title),
      offerings: byId("offerings", ({ title }) => title),
    },
    products: {
      ...words.products,
      products: byId("products", (product) => {
        const { title, description, eyebrow, heroImage, longDescription, features } = product;
        return {
          title,
          description,
          eyebrow,
          ...(heroImage && { heroImage }),
          ...(longDescription && { longDescription }),
          features,
          ...(product.extraSections && { extraSections: product.extraSections }),
        };
      }),
    },
  };
}

/** The language-free data with each kind's entries in order. */
function sharedOf(files: SharedFiles, entries: Entries): SharedData {
  const free = <Kind extends EntryKind>(kind: Kind) =>
    (entries[kind] as Entry<Kind>[]).map(({ id, byLocale }) => ({
      id,
      ...byLocale[DEFAULT_LOCALE],
    }));
  const offerings = free("offerings");
  return {
    company: {
      ...files.company,
      subsidiaries: free("subsidiaries").map(({ id, company, countryCode }) => ({
        id,
        company,
        countryCode,
      })),
    },
    catalog: {
      products: free("products").map(({ id, category, layout }) => ({
        slug: id,
        category,
        layout,
      })),
    },
    priceList: {
      ...files.priceList,
      sections: free("sections").map(({ id, product }) => ({
        id,
        ...(product ? { product } : {}),
        offerings: offerings
          .filter((offering) => offering.section === id)
          .map(({ id: offering, prices }) => ({ id: offering, prices })),
      })),
    },
  };
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
    locale?: Locale,
  ): Parsed<Files> | undefined {
    const entries = Object.entries(registry).map(([kind, { file, schema }]) => {
      const name = path(file);
      const raw = files[name];
      if (!(name in files)) problems.push(problem(name, raw, [], "the file is missing"));
      if (raw === undefined) return [kind, undefined];
      const result = schema.safeParse(raw, { error: missing });
      if (!result.success) problems.push(...schemaProblems(name, raw, result.error));
      else problems.push(...wordProblems(name, raw, schema, locale));
      return [kind, result.data];
    });
    if (entries.some(([, value]) => value === undefined)) return undefined;
    return Object.fromEntries(entries) as Parsed<Files>;
  }

  const shared = parsed(sharedFiles, (file) => file);
  const things = Object.fromEntries(
    (Object.keys(entryKinds) as EntryKind[]).map((kind) => [
      kind,
      readEntries(kind, files, problems),
    ]),
  ) as Partial<Entries>;
  const entries = Object.values(things).every(Boolean) ? (things as Entries) : undefined;
  if (entries) problems.push(...linkProblems(entries));
  const text = {} as Record<Locale, LocaleText>;
  // Each language's words, read here: from content/<language>/.
  for (const locale of locales) {
    const words = parsed(textFiles, (file) => `${locale}/${file}`, locale);
    if (words && entries) text[locale] = wordsOf(locale, words, entries);
  }
  if (problems.length > 0 || !shared || !entries) return { problems };
  return { data: { ...sharedOf(shared, entries), text }, problems: [] };
}

/** Reads the YAML of every data file; a file that is not YAML is a problem, not a crash. */
export function readContentFiles(dir: string = CONTENT_DIR) {
  const files: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const file of contentFileNames(dir)) {
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
