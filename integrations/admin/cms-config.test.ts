import { z, type ZodType } from "astro/zod";
import { describe, expect, it } from "vitest";
import {
  contentFileNames,
  entryKinds,
  sharedFiles,
  textFiles,
  type EntryKind,
} from "~/content/data";
import { locales } from "~/content/locales";
import { id, languageFree } from "~/content/schema";
import { TIER_IDS } from "~/content/tier-ids";
import { cmsConfig, MUST_FILL_HINT, type CmsField } from "./cms-config.ts";

// The editor's fields against the schemas, walked here through zod's own classes rather than the
// JSON Schema the configuration is written from, so a field the editor lacks fails here.

const config = cmsConfig();
const configured = config.collections.flatMap((collection) =>
  "files" in collection ? collection.files : [],
);
const entryCollection = (kind: EntryKind) =>
  config.collections.find((collection) => collection.name === kind) as
    | { folder: string; fields: CmsField[]; slug: { pattern: string[] }; [key: string]: unknown }
    | undefined;

/** A schema's fields, every level down, by dotted place (a list's items share the list's place). */
function schemaFields(
  schema: ZodType,
  place = "",
  found: Record<string, { optional: boolean; free: boolean }> = {},
  free = false,
) {
  const optional = schema instanceof z.ZodOptional;
  const inner = optional ? (schema.unwrap() as ZodType) : schema;
  const copied = free || languageFree.has(inner);
  if (place) found[place] = { optional, free: copied };
  const at = (key: string) => (place ? `${place}.${key}` : key);
  const item = inner instanceof z.ZodArray ? (inner.element as ZodType) : inner;
  if (item instanceof z.ZodObject) {
    for (const [key, child] of Object.entries(item.shape)) {
      schemaFields(child, at(key), found, copied);
    }
  }
  return found;
}

const optionalOf = (fields: ReturnType<typeof schemaFields>) =>
  Object.fromEntries(Object.entries(fields).map(([at, { optional }]) => [at, optional]));

/** The editor's fields by the same places. */
function configFields(fields: CmsField[], place = "", found: Record<string, CmsField> = {}) {
  for (const field of fields) {
    const at = place ? `${place}.${field.name}` : field.name;
    found[at] = field;
    if (field.fields) configFields(field.fields, at, found);
  }
  return found;
}

const fieldsOf = (file: string) =>
  configFields(configured.find((entry) => entry.file === `content/${file}`)?.fields ?? []);

const SCHEMAS: Record<string, ZodType> = Object.fromEntries([
  ...Object.values(sharedFiles).map(({ file, schema }) => [file, schema]),
  ...Object.values(textFiles).map(({ file, schema }) => [`{{locale}}/${file}`, schema]),
]);

describe("the editor's configuration (/admin/config.yml)", () => {
  it("lists every data file once, each language's copies side by side, and each kind of thing", () => {
    const folder = new RegExp(`^(${locales.join("|")})/`);
    const files = new Set(contentFileNames().map((file) => file.replace(folder, "{{locale}}/")));
    const folders = Object.values(entryKinds).map(({ folder }) => `{{locale}}/${folder}/`);
    const inFolders = [...files].filter((file) => folders.some((each) => file.startsWith(each)));
    expect(configured.map((entry) => entry.file).sort()).toEqual(
      [...files]
        .filter((file) => !inFolders.includes(file))
        .map((file) => `content/${file}`)
        .sort(),
    );
    for (const [kind, { folder }] of Object.entries(entryKinds)) {
      expect(entryCollection(kind as EntryKind)).toMatchObject({
        folder: `content/{{locale}}/${folder}`,
        format: "yaml",
        i18n: true,
        create: true,
        slug: { editable: ["create"] },
      });
    }
    expect(config.i18n).toMatchObject({ structure: "multiple_folders", locales: [...locales] });
  });

  for (const [kind, { schema }] of Object.entries(entryKinds)) {
    it(`has the fields of a ${kind} entry, its language-free ones copied to every language`, () => {
      const fields = configFields(entryCollection(kind as EntryKind)?.fields ?? []);
      const { order, ...expected } = schemaFields(schema);
      expect(order, "the editor's reordering writes it").toMatchObject({ free: true });
      expect(
        Object.fromEntries(
          Object.entries(fields).map(([at, field]) => [at, field.required === false]),
        ),
      ).toEqual(optionalOf(expected));
      for (const [at, { free }] of Object.entries(expected)) {
        expect(fields[at]?.i18n, at).toBe(free ? "duplicate" : true);
      }
    });
  }

  for (const [file, schema] of Object.entries(SCHEMAS)) {
    it(`has exactly the fields of the schema of ${file}, optional where it is optional`, () => {
      const fields = fieldsOf(file);
      const optional = Object.entries(fields).map(([at, field]) => [at, field.required === false]);
      expect(Object.fromEntries(optional)).toEqual(optionalOf(schemaFields(schema)));
      const i18n = file.includes("{{locale}}") || undefined;
      expect(configured.find((entry) => entry.file === `content/${file}`)?.i18n).toBe(i18n);
      for (const [at, field] of Object.entries(fields)) expect(field.i18n, at).toBe(i18n);
    });
  }

  it("keeps the schemas' limits: a date, whole euros, the spec's four tiers, lists", () => {
    const fields = fieldsOf("price-list.yaml");
    expect(fields.validFrom).toMatchObject({ widget: "datetime", type: "date" });
    const offering = configFields(entryCollection("offerings")?.fields ?? []);
    expect(offering["prices.upTo5k"]).toMatchObject({
      widget: "number",
      min: 0,
      pattern: ["^-?\\d+$", "must be a whole number of euros"],
      i18n: "duplicate",
    });
    expect(offering.title).toMatchObject({ widget: "string", i18n: true });
    expect(fields.tiers).toMatchObject({ widget: "list", min: 4, max: 4, allow_add: false });
    expect(fields["tiers.id"]).toMatchObject({
      widget: "select",
      options: TIER_IDS,
      readonly: true,
    });
    const product = configFields(entryCollection("products")?.fields ?? []);
    expect(product.features).toMatchObject({ widget: "list", min: 4, max: 8 });
    // A list of words has one field per item: a plain list would split an item at its commas.
    expect(fieldsOf("{{locale}}/prices.yaml").notes).toMatchObject({
      min: 1,
      field: { widget: "string" },
    });
  });

  it("accepts as a new thing's id what the schema accepts and no other", () => {
    for (const kind of Object.keys(entryKinds) as EntryKind[]) {
      const [pattern, message] = entryCollection(kind)?.slug.pattern ?? [];
      expect(message).toMatch(/lower-case words joined by hyphens/);
      for (const each of [
        "bop",
        "bop-etl",
        "golden-gate",
        "bop2",
        "BOP",
        "bop etl",
        "bop--etl",
        "-bop",
        "bop_etl",
        "",
      ]) {
        expect(new RegExp(pattern ?? "").test(each), JSON.stringify(each)).toBe(
          id.safeParse(each).success,
        );
      }
    }
  });

  it("offers, where a thing names another, the things there are", () => {
    const offering = configFields(entryCollection("offerings")?.fields ?? []);
    expect(offering.section).toMatchObject({
      widget: "relation",
      collection: "sections",
      value_field: "{{slug}}",
      i18n: "duplicate",
    });
    const section = configFields(entryCollection("sections")?.fields ?? []);
    expect(section.product).toMatchObject({
      widget: "relation",
      collection: "products",
      required: false,
    });
    // Offerings are reordered within their section; the editor numbers them.
    expect(entryCollection("offerings")).toMatchObject({ reorder: { group: "section" } });
    expect(entryCollection("products")).toMatchObject({ reorder: true });
  });

  it("says on each field that holds a placeholder, and on no other, to fill it in before going live", () => {
    const flagged = Object.keys(SCHEMAS).flatMap((file) =>
      Object.entries(fieldsOf(file))
        .filter(([, field]) => field.hint === MUST_FILL_HINT)
        .map(([at]) => `${file} › ${at}`),
    );
    expect(flagged.sort()).toEqual([
      "company.yaml › chamberGroup",
      "company.yaml › email",
      "company.yaml › host",
      "company.yaml › managingDirector",
      "company.yaml › partnerStatus",
      "company.yaml › phone",
      "company.yaml › postalCode",
      "company.yaml › registerNumber",
      "company.yaml › siteUrl",
      "company.yaml › street",
      "company.yaml › tradeAuthority",
      "company.yaml › tradeLicence",
      "company.yaml › vatId",
      "{{locale}}/legal.yaml › privacy.hosts.cloudflare-pages.hosting",
      "{{locale}}/legal.yaml › privacy.mail.recipients",
      "{{locale}}/legal.yaml › privacy.mail.retention",
      "{{locale}}/site.yaml › imprint.businessPurpose",
      "{{locale}}/site.yaml › imprint.registerCourt",
    ]);
  });
});
