// The browser editor's configuration (Sveltia CMS, served at /admin), written from the zod schemas
// of the data files: every field a schema has is a field in the editor, with the schema's limits as
// the editor's validation, so a value its field's schema rejects cannot be saved there (rules
// across fields, such as unique ids, stay the build's). A new shared data file is one entry in
// SHARED_FILES; a new kind of words per language is one in `textFiles` of app/content/data.ts,
// which this module follows on its own.
import type { ZodType } from "astro/zod";
import { stringify } from "yaml";
import {
  CONTENT_DIR,
  readContentFiles,
  sharedFiles,
  textFiles,
  type SharedData,
  type SharedKind,
  type TextKind,
} from "../../app/content/data.ts";
import { DEFAULT_LOCALE, locales } from "../../app/content/locales.ts";
import { findPlaceholders, type Placeholder } from "../../app/content/release-check.ts";
import { price } from "../../app/content/schema.ts";
import { cmsBackend, readPublishing } from "./publishing.ts";

/** Where the editor is: the page, and the folder its files are served from. */
export const ADMIN_PATH = "/admin";

/** Sveltia CMS's published JSON schema, named in a comment so code editors validate the file. */
const SCHEMA_URL = "https://unpkg.com/@sveltia/cms/schema/sveltia-cms.json";

/**
 * The shared files as they are, unchecked: the editor opens (to fix them there) even while one
 * breaks its schema, so any part may be missing.
 */
type SharedRaw = { [Kind in SharedKind]: Partial<SharedData[Kind]> };

/** The ids a map's keys may be, by the map's field name (`offerings` of prices.yaml). */
type RecordKeys = Record<string, (shared: SharedRaw) => string[]>;

const ids = (items: readonly ({ id?: string } | undefined)[] | undefined) =>
  (items ?? []).flatMap((item) => (item?.id ? [item.id] : []));

const sectionIds: RecordKeys[string] = ({ priceList }) => ids(priceList.sections);
const offeringIds: RecordKeys[string] = ({ priceList }) =>
  (priceList.sections ?? []).flatMap((section) => ids(section.offerings));
const productSlugs: RecordKeys[string] = ({ catalog }) =>
  (catalog.products ?? []).flatMap((product) => (product?.slug ? [product.slug] : []));
const subsidiaryIds: RecordKeys[string] = ({ company }) => ids(company.subsidiaries);

/**
 * Maps (`z.record`) whose keys are ids of a shared file: each is shown as one field per id the
 * file has, so an editor fills in a title for every offering or product and cannot invent an id.
 * A kind of words without maps needs no entry; one with a map not named here fails the build.
 */
const TEXT_RECORD_KEYS: Partial<Record<TextKind, RecordKeys>> = {
  prices: { sections: sectionIds, offerings: offeringIds },
  products: { products: productSlugs },
  site: { subsidiaries: subsidiaryIds },
};

export interface EditableFile {
  /** The CMS's name for the file (letters, digits and hyphens). */
  name: string;
  label: string;
  /** Path under content/; `{{locale}}` stands for each language's folder. */
  file: string;
  schema: ZodType;
  recordKeys: RecordKeys;
}

/** What each shared file is, for the editor's list of files. */
const SHARED_LABELS: Record<SharedKind, { name: string; label: string }> = {
  company: { name: "company", label: "Company: names, contacts, register entries" },
  catalog: { name: "products", label: "Products: slugs, families, layouts, pictures" },
  priceList: { name: "price-list", label: "Price list: tiers and prices" },
};

/** Files every language shares. */
const SHARED_FILES: EditableFile[] = (Object.keys(sharedFiles) as SharedKind[]).map((kind) => ({
  ...SHARED_LABELS[kind],
  file: sharedFiles[kind].file,
  schema: sharedFiles[kind].schema,
  recordKeys: {},
}));

/** What each kind of words is, for the editor's list of files. */
const TEXT_LABELS: Record<TextKind, string> = {
  site: "Company, in words: places, descriptions, imprint",
  chrome: "Header, footer and messages",
  home: "Home page",
  products: "Products' pages and cards",
  prices: "Prices page",
  imprint: "Imprint",
  accessibility: "Accessibility statement",
  legal: "Terms, privacy and security pages",
};

/** Files with one copy per language, edited side by side. */
const TEXT_FILES: EditableFile[] = (Object.keys(textFiles) as TextKind[]).map((kind) => ({
  name: `${kind}-text`,
  label: TEXT_LABELS[kind],
  file: `{{locale}}/${textFiles[kind].file}`,
  schema: textFiles[kind].schema,
  recordKeys: TEXT_RECORD_KEYS[kind] ?? {},
}));

export const EDITABLE_FILES = { shared: SHARED_FILES, text: TEXT_FILES };

/** A field of the CMS configuration (the subset of Sveltia's options this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget: "string" | "number" | "datetime" | "select" | "list" | "object";
  required?: boolean;
  readonly?: boolean;
  i18n?: boolean;
  hint?: string;
  pattern?: [string, string];
  value_type?: "int" | "float";
  min?: number | string;
  max?: number;
  type?: "date";
  options?: string[];
  field?: CmsField;
  fields?: CmsField[];
  summary?: string;
  collapsed?: boolean;
  allow_add?: boolean;
  allow_remove?: boolean;
  allow_reorder?: boolean;
  allow_duplicate?: boolean;
}

/** "maxRegisteredUsers" → "Max registered users", "upTo5k" → "Up to 5k". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([a-zA-Z])(\d)/g, "$1 $2")
    .replace(/-/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Labels where the field's name alone would not tell an editor what it is. */
const LABELS: Record<string, string> = {
  id: "ID",
  validFrom: "Valid from",
  maxRegisteredUsers: "Most registered users the price explorer accepts",
  from: "From (registered users)",
  to: "To (registered users, included; empty on the last tier)",
};

/** The hint of a field that holds a placeholder now, which a production build refuses. */
export const MUST_FILL_HINT =
  "Placeholder: fill this in before the site goes live (a production build stops while it is here).";

/** Hints by schema, for fields that share one (every price is the same `price` schema). */
const HINTS = new Map<ZodType, string>([[price, "Whole euros, digits only, no separators: 50000"]]);

/** What a zod node's definition holds, for the kinds of node the data files' schemas use. */
interface Def {
  type: string;
  format?: string;
  innerType?: ZodType;
  element?: ZodType;
  valueType?: ZodType;
  entries?: Record<string, string>;
  checks?: { _zod: { def: CheckDef } }[];
}

/** A check of a node (`.regex()`, `.int()`, `.min()`, `.length()`) with its limit and message. */
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  error?: (issue: object) => string | undefined;
}

const defOf = (schema: ZodType) => schema._zod.def as unknown as Def;
const checksOf = (schema: ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);

/** Which of the site's schema kinds a zod node is, with its wrappers taken off. */
interface Unwrapped {
  schema: ZodType;
  optional: boolean;
}

/** Takes off what changes no field's shape: optional and defaults. */
function unwrap(schema: ZodType): Unwrapped {
  let node = schema;
  let optional = false;
  for (let def = defOf(node); def.type === "optional" || def.type === "default";) {
    optional = true;
    node = def.innerType as ZodType;
    def = defOf(node);
  }
  return { schema: node, optional };
}

interface WalkContext {
  /** The field's place in the file, by name: ["sections", "offerings", "prices", "upTo5k"]. */
  path: string[];
  /** Whether the file has one copy per language. */
  i18n: boolean;
  recordKeys: RecordKeys;
  shared: SharedRaw;
  /** The fields that hold a placeholder in some language, by dotted place ("imprint.registerCourt"). */
  mustFill: ReadonlySet<string>;
}

/** The CMS field for a schema node named `name`. */
function fieldFor(name: string, schema: ZodType, context: WalkContext): CmsField {
  const { schema: node, optional } = unwrap(schema);
  const def = defOf(node);
  const path = [...context.path, name];
  const base: CmsField = {
    name,
    label: LABELS[name] ?? humanize(name),
    widget: "string",
    // Fields are required unless they say otherwise, as in the schemas.
    ...(optional ? { required: false } : {}),
    ...(context.i18n ? { i18n: true } : {}),
  };
  const hint = context.mustFill.has(path.join("."))
    ? MUST_FILL_HINT
    : (HINTS.get(unwrap(schema).schema) ?? HINTS.get(schema));
  if (hint) base.hint = hint;

  switch (def.type) {
    case "string": {
      if (def.format === "date") {
        // A date-only input writes YYYY-MM-DD, the plain date string the schema requires.
        return { ...base, widget: "datetime", type: "date", hint: "A date: 2026-01-01" };
      }
      const regex = checksOf(node).find((check) => check.format === "regex");
      if (regex?.pattern) {
        const message = regex.error?.({}) ?? "has the wrong form";
        return { ...base, pattern: [regex.pattern.source, message] };
      }
      return base;
    }
    case "number": {
      const checks = checksOf(node);
      const int = checks.some((check) => check.format === "safeint" || check.format === "int32");
      const min = checks.find((check) => check.check === "greater_than" && check.inclusive);
      const max = checks.find((check) => check.check === "less_than" && check.inclusive);
      return {
        ...base,
        widget: "number",
        value_type: int ? "int" : "float",
        ...(min?.value !== undefined ? { min: min.value } : {}),
        ...(max?.value !== undefined ? { max: max.value } : {}),
      };
    }
    case "enum": {
      return { ...base, widget: "select", options: Object.values(def.entries ?? {}) };
    }
    case "object": {
      const shape = (node as unknown as { shape: Record<string, ZodType> }).shape;
      return { ...base, widget: "object", fields: fieldsOf(shape, { ...context, path }) };
    }
    case "record": {
      const keysOf = context.recordKeys[name];
      if (!keysOf) {
        throw new Error(
          `cms-config: ${path.join(".")} is a map; name where its keys come from (TEXT_RECORD_KEYS)`,
        );
      }
      const valueType = def.valueType as ZodType;
      return {
        ...base,
        widget: "object",
        fields: keysOf(context.shared).map((key) => ({
          ...fieldFor(key, valueType, { ...context, path }),
          // The id itself, so the editor sees which offering of the price list it titles.
          label: key,
        })),
      };
    }
    case "array": {
      const checks = checksOf(node);
      const exact = checks.find((check) => check.check === "length_equals")?.length;
      const item = fieldFor(name, def.element as ZodType, { ...context, path: context.path });
      const min = exact ?? checks.find((check) => check.check === "min_length")?.minimum;
      const max = exact ?? checks.find((check) => check.check === "max_length")?.maximum;
      const list: CmsField = {
        ...base,
        widget: "list",
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
      if (item.widget === "object" && item.fields) {
        const key = item.fields.find((field) => field.name === "id" || field.name === "slug");
        if (exact !== undefined) {
          // A list of fixed length (the four tiers of the spec) keeps its items and their ids:
          // their values can be edited; items cannot be added, removed, duplicated or moved.
          return {
            ...list,
            fields: item.fields.map((field) =>
              field.name === "id" ? { ...field, readonly: true } : field,
            ),
            summary: "{{id}}",
            allow_add: false,
            allow_remove: false,
            allow_duplicate: false,
            allow_reorder: false,
          };
        }
        // Long lists (23 offerings) open folded, each item named by its id.
        return {
          ...list,
          fields: item.fields,
          ...(key ? { summary: `{{${key.name}}}`, collapsed: true } : {}),
        };
      }
      // A list of words: one field per item (a plain list would split an item at commas).
      return { ...list, field: { ...item, label: humanize(name.replace(/s$/, "")) } };
    }
    default:
      throw new Error(`cms-config: ${path.join(".")} is a ${def.type}, which the editor lacks`);
  }
}

function fieldsOf(shape: Record<string, ZodType>, context: WalkContext): CmsField[] {
  return Object.entries(shape).map(([name, schema]) => fieldFor(name, schema, context));
}

/** The fields of a data file: one per key of its schema's top-level object. */
export function fileFields(
  file: EditableFile,
  shared: SharedRaw,
  i18n: boolean,
  mustFill: ReadonlySet<string> = new Set(),
): CmsField[] {
  const { schema } = unwrap(file.schema);
  const shape = (schema as unknown as { shape?: Record<string, ZodType> }).shape;
  if (!shape) throw new Error(`cms-config: ${file.file} must be an object at its top`);
  return fieldsOf(shape, { path: [], i18n, recordKeys: file.recordKeys, shared, mustFill });
}

/**
 * The fields of `file` (a path under content/, `{{locale}}` for each language's copy) that hold
 * one of `placeholders` now, in any language, by their place in the editor (list positions left
 * out).
 */
function placeholderFields(file: string, placeholders: readonly Placeholder[]): Set<string> {
  const copies = new Set(locales.map((locale) => file.replace("{{locale}}", locale)));
  return new Set(
    placeholders
      .filter((placeholder) => copies.has(placeholder.file))
      .map(({ path }) => path.filter((key) => typeof key === "string").join(".")),
  );
}

/**
 * The whole configuration, for the data as it is in `contentDir` now: the ids of the price list
 * give the title fields of each language. The files are read raw, not checked, so the editor
 * still opens (to be fixed there) while a file breaks its schema.
 */
export function cmsConfig(contentDir: string = CONTENT_DIR) {
  const { files: data } = readContentFiles(contentDir);
  const placeholders = findPlaceholders(data);
  const shared = Object.fromEntries(
    (Object.keys(sharedFiles) as SharedKind[]).map((kind) => [
      kind,
      data[sharedFiles[kind].file] ?? {},
    ]),
  ) as SharedRaw;
  const collection = (name: string, label: string, files: EditableFile[], i18n: boolean) => ({
    name,
    label,
    ...(i18n ? { i18n: true } : {}),
    files: files.map((file) => ({
      name: file.name,
      label: file.label,
      file: `content/${file.file}`,
      ...(i18n ? { i18n: true } : {}),
      fields: fileFields(file, shared, i18n, placeholderFields(file.file, placeholders)),
    })),
  });
  return {
    backend: cmsBackend(readPublishing(contentDir)),
    app_title: `${shared.company.brand ?? "Site"} content`,
    logo: { src: "/favicon.svg" },
    // The CMS needs a media folder; the data files have no images, so this is where the site's
    // own images are (the Asset Library lists them).
    media_folder: "public/images",
    public_folder: "/images",
    i18n: {
      structure: "multiple_folders",
      locales: [...locales],
      default_locale: DEFAULT_LOCALE,
    },
    // With no preview pane, a file with words opens with its languages side by side.
    editor: { preview: false },
    output: {
      // An optional field left empty is left out, as the schemas expect (the last tier has no
      // `to`), rather than written as null.
      omit_empty_optional_fields: true,
    },
    collections: [
      collection("data", "Data", EDITABLE_FILES.shared, false),
      collection("words", "Words, by language", EDITABLE_FILES.text, true),
    ],
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;

/** config.yml as the editor reads it. */
export function cmsConfigYaml(contentDir?: string): string {
  const header = [
    `# yaml-language-server: $schema=${SCHEMA_URL}`,
    "# Written by integrations/admin/cms-config.ts from the zod schemas of the data files: edit those.",
  ].join("\n");
  return `${header}\n${stringify(cmsConfig(contentDir), { lineWidth: 0 })}`;
}
