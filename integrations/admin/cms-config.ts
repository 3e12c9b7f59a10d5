// The editor's configuration (Sveltia CMS at /admin), from each data file's JSON Schema; rules
// across fields (unique ids) stay the build's.
import { z, type ZodType } from "astro/zod";
import { basename } from "node:path";
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
import { findPlaceholders } from "../../app/content/release-check.ts";
import { isoDate, price } from "../../app/content/schema.ts";
import { cmsBackend, readPublishing } from "./publishing.ts";

export const ADMIN_PATH = "/admin";

/** The editor's label of each data file, by its kind in app/content/data.ts. */
const FILE_LABELS: Record<SharedKind | TextKind, string> = {
  company: "Company: names, contacts, register entries",
  catalog: "Products: slugs, families, layouts, pictures",
  priceList: "Price list: tiers and prices",
  site: "Company, in words: places, descriptions, imprint",
  chrome: "Header, footer and messages",
  home: "Home page",
  products: "Products' pages and cards",
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

/** JSON Schema as zod writes it; `patternMessage` is added here (`jsonSchemaOf`). */
type JsonSchema = z.core.JSONSchema.JSONSchema;

/** A field of the editor; the CMS's published schema checks its options (publishing.test.ts). */
export type CmsField = { name: string; fields?: CmsField[]; [option: string]: unknown };

/** The shared files as read, unchecked: the editor opens (to fix them there) while one is broken. */
type Shared = { [Kind in SharedKind]: Partial<SharedData[Kind]> };
const ids = (items: readonly { id?: string }[] = []) => items.flatMap((item) => item?.id ?? []);

/** The keys of each map (`z.record`), by its name: so every offering has a title, none invented. */
const MAP_KEYS: Record<string, (shared: Shared) => string[]> = {
  sections: ({ priceList }) => ids(priceList.sections),
  offerings: ({ priceList }) => ids(priceList.sections?.flatMap((section) => section.offerings)),
  products: ({ catalog }) => (catalog.products ?? []).flatMap((product) => product?.slug ?? []),
  subsidiaries: ({ company }) => ids(company.subsidiaries),
};

/** "maxRegisteredUsers" → "Max registered users", "upTo5k" → "Up to 5k". */
function humanize(name: string): string {
  const words = name.replace(/(?<=[a-z])(?=[A-Z])|(?<=[a-zA-Z])(?=\d)/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A file's JSON Schema, with each field's hint and the schema's message for a broken pattern. */
const jsonSchemaOf = (schema: ZodType) =>
  z.toJSONSchema(schema, {
    override: ({ zodSchema, jsonSchema }) => {
      const hint = HINTS.get(zodSchema);
      if (hint) jsonSchema.description = hint;
      // The site's patterns all refuse empty text, so its message is the pattern's own.
      if (jsonSchema.pattern && !jsonSchema.format) {
        jsonSchema.patternMessage = z.safeParse(zodSchema, "").error?.issues[0]?.message;
      }
    },
  });

/** Where a field is: its file, and its place there by name (["sections", "offerings", "id"]). */
type Walk = { file: string; path: string[]; shared: Shared; mustFill: ReadonlySet<string> };

function fieldFor(name: string, schema: JsonSchema, required: boolean, walk: Walk): CmsField {
  const path = [...walk.path, name];
  const mustFill = walk.mustFill.has(`${walk.file} ${path.join(".")}`);
  const hint = mustFill ? MUST_FILL_HINT : schema.description;
  const field: CmsField = {
    name,
    label: LABELS[name] ?? humanize(name),
    widget: "string",
    ...(required ? {} : { required: false }),
    ...(walk.file.includes("{{locale}}") ? { i18n: true } : {}),
    ...(hint ? { hint } : {}),
  };
  const here = { ...walk, path };
  if (schema.enum) return { ...field, widget: "select", options: schema.enum };
  // A date-only input writes YYYY-MM-DD, the plain date string the schema requires.
  if (schema.format === "date") return { ...field, widget: "datetime", type: "date" };
  if (schema.type === "integer") {
    return { ...field, widget: "number", value_type: "int", min: schema.minimum };
  }
  if (schema.type === "string") {
    const { pattern, format, patternMessage } = schema;
    return pattern && !format ? { ...field, pattern: [pattern, patternMessage] } : field;
  }
  if (schema.properties) return { ...field, widget: "object", fields: fieldsOf(schema, here) };
  if (typeof schema.additionalProperties === "object") {
    const keys = MAP_KEYS[name];
    if (!keys) throw new Error(`cms-config: ${path.join(".")} is a map; add its keys to MAP_KEYS`);
    const value = schema.additionalProperties;
    const fields = keys(walk.shared).map((key) => ({
      ...fieldFor(key, value, true, here),
      label: key,
    }));
    return { ...field, widget: "object", fields };
  }
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

/** The configuration for the data in `contentDir` now (its ids, its placeholders). */
export function cmsConfig(contentDir: string = CONTENT_DIR) {
  const { files: data } = readContentFiles(contentDir);
  const shared = Object.fromEntries(
    Object.entries(sharedFiles).map(([kind, { file }]) => [kind, data[file] ?? {}]),
  ) as Shared;
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
    fields: fieldsOf(jsonSchemaOf(schema), { file, path: [], shared, mustFill }),
  }));
  return {
    backend: cmsBackend(readPublishing(contentDir)),
    app_title: `${shared.company.brand ?? "Site"} content`,
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
    ],
  };
}

/** config.yml as the editor reads it, named to its JSON schema for code editors. */
export const cmsConfigYaml = (contentDir?: string) =>
  `# yaml-language-server: $schema=https://unpkg.com/@sveltia/cms/schema/sveltia-cms.json
# Written by integrations/admin/cms-config.ts from the zod schemas of the data files: edit those.
${stringify(cmsConfig(contentDir), { lineWidth: 0 })}`;
