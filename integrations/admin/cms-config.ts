// The editor's configuration (Sveltia CMS at /admin), from each data file's JSON Schema: a file
// per page's words, and a collection per kind of thing (an offering, a product), each entry one
// thing with its words in every language. Rules across entries the editor cannot hold are the
// build's (docs/editor.md).
import { z, type ZodType } from "astro/zod";
import { basename } from "node:path";
import { stringify } from "yaml";
import {
  CONTENT_DIR,
  entryKinds,
  readContentFiles,
  sharedFiles,
  textFiles,
  type EntryKind,
  type SharedKind,
  type TextKind,
} from "../../app/content/data.ts";
import { DEFAULT_LOCALE, locales } from "../../app/content/locales.ts";
import { findPlaceholders } from "../../app/content/release-check.ts";
import { id, isoDate, languageFree, price } from "../../app/content/schema.ts";
import { cmsBackend, readPublishing } from "./publishing.ts";

export const ADMIN_PATH = "/admin";

/** The editor's label of each data file, by its kind in app/content/data.ts. */
const FILE_LABELS: Record<SharedKind | TextKind, string> = {
  company: "Company: names, contacts, register entries",
  priceList: "Price list: validity and tiers",
  site: "Company, in words: headquarters, descriptions, imprint",
  chrome: "Header, footer and messages",
  home: "Home page",
  products: "Product pages: their shared words",
  prices: "Prices page",
  imprint: "Imprint",
  accessibility: "Accessibility statement",
  legal: "Terms, privacy and security pages",
};

/** The data files, by path under content/ (`{{locale}}` for each language's copy). */
export const EDITABLE_FILES = Object.entries({ ...sharedFiles, ...textFiles }).map(
  ([kind, { file, schema }]) => {
    const i18n = kind in textFiles;
    return {
      name: i18n ? `${kind}-text` : basename(file, ".yaml"),
      label: FILE_LABELS[kind as SharedKind | TextKind],
      file: i18n ? `{{locale}}/${file}` : file,
      schema: schema as ZodType,
      i18n,
    };
  },
);

/**
 * Each kind of thing as the editor names it, the field its entries are listed by, and the field
 * whose value they are reordered within (offerings within their section).
 */
const ENTRY_COLLECTIONS: Record<
  EntryKind,
  { label: string; singular: string; listedBy: string; reorderWithin?: string }
> = {
  products: { label: "Products", singular: "Product", listedBy: "title" },
  sections: { label: "Price list sections", singular: "Price list section", listedBy: "title" },
  offerings: {
    label: "Price list offerings",
    singular: "Offering",
    listedBy: "title",
    reorderWithin: "section",
  },
  subsidiaries: { label: "Subsidiaries", singular: "Subsidiary", listedBy: "city" },
};

/** A field that names another thing: the editor offers the things there are, by their titles. */
const RELATIONS: Partial<Record<EntryKind, Record<string, EntryKind>>> = {
  offerings: { section: "sections" },
  sections: { product: "products" },
};

/** What an entry's id (its file's name) is for, shown where a new one is named. */
const ID_HINT =
  "The id in the site's addresses, estimate links and CSV files: lower-case words joined by hyphens, like bop-etl. It cannot be changed once saved.";

/** Labels where the field's name alone would not tell an editor what it is. */
const LABELS: Record<string, string> = {
  id: "ID",
  validFrom: "Valid from",
  maxRegisteredUsers: "Most registered users the price explorer accepts",
  from: "From (registered users)",
  to: "To (registered users, included; empty on the last tier)",
  tradeLicence: "Trade licence (as the trade register words it)",
  chamberGroup: "Trade group (Fachgruppe) in the Wirtschaftskammer Wien",
  tradeAuthority: "Trade authority (the Magistratisches Bezirksamt of the seat)",
  tradeRulesUrl: "Trade regulations (web address)",
  host: "Host the site is served from (the privacy page names it)",
  logRetentionDays: "Days your own server keeps access logs",
  accessibilityReviewed: "Accessibility statement last reviewed",
  eyebrow: "Eyebrow (the short line above the title)",
  heroImage: "Picture (on the product's page)",
  src: "Picture file (under public/, like /images/bop-hero.svg)",
  width: "Width (pixels)",
  height: "Height (pixels)",
  alt: "What the picture shows (for people who cannot see it)",
  longDescription: "Page text (paragraphs; without them the page says more is coming)",
  extraSections: "More sections (below the key features)",
  section: "Price list section",
  product: "Product (the section links to its page)",
  countryCode: "Country code (two capital letters, like RS)",
};

/** Hints by schema, for fields that share one (every price is the same `price` schema). */
const HINTS = new Map<unknown, string>([
  [price, "Whole euros, digits only, no separators: 50000"],
  [isoDate, "A date: 2026-01-01"],
]);

/** The hint of a field that holds a placeholder now, which a production build refuses. */
export const MUST_FILL_HINT =
  "Placeholder: fill this in before the site goes live (a production build stops while it is here).";

const FIXED_LIST = {
  allow_add: false,
  allow_remove: false,
  allow_duplicate: false,
  allow_reorder: false,
};

/** JSON Schema as zod writes it; `patternMessage` and `languageFree` are added (`jsonSchemaOf`). */
type JsonSchema = z.core.JSONSchema.JSONSchema;

/** A field of the editor; the CMS's published schema checks its options (publishing.test.ts). */
export type CmsField = { name: string; fields?: CmsField[]; [option: string]: unknown };

/** "maxRegisteredUsers" → "Max registered users", "upTo5k" → "Up to 5k". */
function humanize(name: string): string {
  const words = name.replace(/(?<=[a-z])(?=[A-Z])|(?<=[a-zA-Z])(?=\d)/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The schema's message for a value it refuses: "" for a pattern (the site's patterns all refuse
 * empty text), 0.5 for a whole number.
 */
const patternMessage = (schema: z.core.$ZodType, refused: unknown = "") =>
  z.safeParse(schema, refused).error?.issues[0]?.message;

/**
 * A file's JSON Schema, with each field's hint, the schema's message for a broken pattern, and
 * which fields are the same in every language.
 */
const jsonSchemaOf = (schema: ZodType) =>
  z.toJSONSchema(schema, {
    override: ({ zodSchema, jsonSchema }) => {
      const hint = HINTS.get(zodSchema);
      if (hint) jsonSchema.description = hint;
      if (languageFree.has(zodSchema)) jsonSchema.languageFree = true;
      // The site's patterns all refuse empty text, so its message is the pattern's own.
      if (jsonSchema.pattern && !jsonSchema.format) {
        jsonSchema.patternMessage = patternMessage(zodSchema);
      }
      if (jsonSchema.type === "integer") {
        jsonSchema.patternMessage = patternMessage(zodSchema, 0.5);
      }
    },
  });

/**
 * Where a field is: its file (or an entry's kind), its place there by name (["tiers", "from"]), and
 * how it is translated: `true` in a file of words, per field in an entry, absent elsewhere.
 */
type Walk = {
  file: string;
  path: string[];
  mustFill: ReadonlySet<string>;
  entry?: EntryKind;
  i18n?: true | "duplicate";
};

/** How an entry's field is translated: copied where it is the same in every language. */
function entryI18n(schema: JsonSchema): true | "duplicate" {
  if (schema.languageFree) return "duplicate";
  const children = Object.values(schema.properties ?? {}) as JsonSchema[];
  return children.length > 0 && children.every((child) => entryI18n(child) === "duplicate")
    ? "duplicate"
    : true;
}

function fieldFor(name: string, schema: JsonSchema, required: boolean, walk: Walk): CmsField {
  const path = [...walk.path, name];
  const mustFill = walk.mustFill.has(`${walk.file} ${path.join(".")}`);
  const hint = mustFill ? MUST_FILL_HINT : schema.description;
  const i18n = walk.entry && walk.i18n !== "duplicate" ? entryI18n(schema) : walk.i18n;
  const field: CmsField = {
    name,
    label: LABELS[name] ?? humanize(name),
    widget: "string",
    ...(required ? {} : { required: false }),
    ...(i18n ? { i18n } : {}),
    ...(hint ? { hint } : {}),
  };
  const here = { ...walk, path, ...(i18n && { i18n }) };
  const related = walk.entry && path.length === 1 && RELATIONS[walk.entry]?.[name];
  if (related) {
    const listedBy = ENTRY_COLLECTIONS[related].listedBy;
    return {
      ...field,
      widget: "relation",
      collection: related,
      value_field: "{{slug}}",
      search_fields: [listedBy],
      display_fields: [listedBy],
    };
  }
  if (schema.enum) return { ...field, widget: "select", options: schema.enum };
  // A date-only input writes YYYY-MM-DD, the plain date string the schema requires.
  if (schema.format === "date") return { ...field, widget: "datetime", type: "date" };
  if (schema.type === "integer") {
    // An `int` field would store 12.5 as 12 unseen; a `float` keeps what was typed for the
    // pattern to refuse, and writes a whole number as one (50000).
    const whole = ["^-?\\d+$", schema.patternMessage];
    return { ...field, widget: "number", value_type: "float", min: schema.minimum, pattern: whole };
  }
  if (schema.type === "string") {
    const { pattern, format, patternMessage } = schema;
    return pattern && !format ? { ...field, pattern: [pattern, patternMessage] } : field;
  }
  if (schema.properties) return { ...field, widget: "object", fields: fieldsOf(schema, here) };
  if (schema.type === "array" && schema.items) {
    const list = { ...field, widget: "list", min: schema.minItems, max: schema.maxItems };
    const item = fieldFor(name, schema.items as JsonSchema, true, walk);
    // A list of words: one field per item (a plain list would split an item at commas).
    if (!item.fields) {
      return { ...list, field: { ...item, label: humanize(name.replace(/s$/, "")) } };
    }
    // A list of fixed length (the spec's four tiers): values can be edited, items and ids cannot;
    // others (23 offerings) open folded, each item named by its id.
    const fixed = schema.minItems !== undefined && schema.minItems === schema.maxItems;
    const key = item.fields.find((each) => each.name === "id" || each.name === "slug")?.name;
    return {
      ...list,
      fields: item.fields.map((each) =>
        fixed && each.name === "id" ? { ...each, readonly: true } : each,
      ),
      ...(key ? { summary: `{{${key}}}` } : {}),
      ...(fixed ? FIXED_LIST : key ? { collapsed: true } : {}),
    };
  }
  throw new Error(`cms-config: ${path.join(".")} holds a kind of value the editor lacks`);
}

function fieldsOf(schema: JsonSchema, walk: Walk): CmsField[] {
  return Object.entries(schema.properties ?? {}).map(([name, child]) =>
    fieldFor(name, child as JsonSchema, schema.required?.includes(name) ?? false, walk),
  );
}

/** The key of the entries' place, which the editor's reordering writes (./schema.ts, `order`). */
const ORDER_KEY = "order";

/**
 * A kind of thing as a collection: a folder per language, an entry per thing, its id the files'
 * name, typed once when the entry is made. The editor reorders entries (offerings within their
 * section) and refuses to delete one another names. A stand-in in one entry marks no field: the
 * field is every entry's.
 */
function entryCollection(kind: EntryKind) {
  const { folder, schema } = entryKinds[kind];
  const { label, singular, listedBy, reorderWithin: group } = ENTRY_COLLECTIONS[kind];
  const json = jsonSchemaOf(schema);
  const { [ORDER_KEY]: order, ...properties } = json.properties ?? {};
  if (!order) throw new Error(`cms-config: ${kind} has no ${ORDER_KEY} for the editor to write`);
  return {
    name: kind,
    label,
    label_singular: singular,
    folder: `content/{{locale}}/${folder}`,
    extension: "yaml",
    format: "yaml",
    i18n: true,
    create: true,
    identifier_field: listedBy,
    summary: `{{${listedBy}}}`,
    slug: { editable: ["create"], pattern: [idPattern(), patternMessage(id)], hint: ID_HINT },
    ...(group
      ? {
          view_groups: [{ name: group, label: humanize(group), field: group }],
          reorder: { group },
        }
      : { reorder: true }),
    fields: fieldsOf(
      { ...json, properties },
      { file: `${folder}/`, path: [], mustFill: new Set(), entry: kind },
    ),
  };
}

/** The id schema's pattern, as the editor's slug field checks it. */
function idPattern(): string {
  const pattern = (jsonSchemaOf(id) as JsonSchema).pattern;
  if (!pattern) throw new Error("cms-config: the id schema has no pattern");
  return pattern;
}

/** The configuration for the data in `contentDir` now (its ids, its placeholders). */
export function cmsConfig(contentDir: string = CONTENT_DIR) {
  const { files: data } = readContentFiles(contentDir);
  const company = (data[sharedFiles.company.file] ?? {}) as { brand?: string };
  const mustFill = new Set(
    findPlaceholders(data).map(({ file, path }) => {
      const place = path.filter((key) => typeof key === "string").join(".");
      return `${file.replace(/^[^/]+\//, "{{locale}}/")} ${place}`;
    }),
  );
  const files = EDITABLE_FILES.map(({ name, label, file, schema, i18n }) => ({
    name,
    label,
    file: `content/${file}`,
    ...(i18n ? { i18n } : {}),
    fields: fieldsOf(jsonSchemaOf(schema), {
      file,
      path: [],
      mustFill,
      ...(i18n && { i18n: true }),
    }),
  }));
  return {
    backend: cmsBackend(readPublishing(contentDir)),
    app_title: `${company.brand ?? "Site"} content`,
    logo: { src: "/favicon.svg" },
    // The CMS needs a media folder; the data files have no images, so it lists the site's own.
    media_folder: "public/images",
    public_folder: "/images",
    i18n: { structure: "multiple_folders", locales: [...locales], default_locale: DEFAULT_LOCALE },
    // With no preview pane, a file with words opens with its languages side by side.
    editor: { preview: false },
    // An empty optional field is left out, as the schemas expect (the last tier has no `to`).
    output: { omit_empty_optional_fields: true },
    collections: [
      { name: "data", label: "Data", files: files.filter(({ i18n }) => !i18n) },
      {
        name: "words",
        label: "Words, by language",
        i18n: true,
        files: files.filter(({ i18n }) => i18n),
      },
      ...(Object.keys(entryKinds) as EntryKind[]).map(entryCollection),
    ],
  };
}

/** config.yml as the editor reads it, named to its JSON schema for code editors. */
export const cmsConfigYaml = (contentDir?: string) =>
  `# yaml-language-server: $schema=https://unpkg.com/@sveltia/cms/schema/sveltia-cms.json
# Written by integrations/admin/cms-config.ts from the zod schemas of the data files: edit those.
${stringify(cmsConfig(contentDir), { lineWidth: 0 })}`;
