import { z, type ZodType } from "astro/zod";
import { describe, expect, it } from "vitest";
import { contentFileNames, loadContentData, sharedFiles, textFiles } from "~/content/data";
import { locales } from "~/content/locales";
import { TIER_IDS } from "~/content/tier-ids";
import { cmsConfig, MUST_FILL_HINT, type CmsField } from "./cms-config.ts";

// The editor's fields against the schemas, walked here through zod's own classes rather than the
// JSON Schema the configuration is written from, so a field the editor lacks fails here.

const config = cmsConfig();
const data = loadContentData();
const configured = config.collections.flatMap((collection) => collection.files);

/** The keys each map of the words has: the ids of a shared file, by the map's name. */
const MAP_KEYS: Record<string, string[]> = {
  sections: data.priceList.sections.map((section) => section.id),
  offerings: data.priceList.sections.flatMap((section) => section.offerings.map(({ id }) => id)),
  products: data.catalog.products.map((product) => product.slug),
  subsidiaries: data.company.subsidiaries.map((subsidiary) => subsidiary.id),
};

/** A schema's fields, every level down, by dotted place (a list's items share the list's place). */
function schemaFields(schema: ZodType, place = "", found: Record<string, boolean> = {}) {
  const optional = schema instanceof z.ZodOptional;
  const inner = optional ? (schema.unwrap() as ZodType) : schema;
  if (place) found[place] = optional;
  const at = (key: string) => (place ? `${place}.${key}` : key);
  const item = inner instanceof z.ZodArray ? (inner.element as ZodType) : inner;
  if (item instanceof z.ZodObject) {
    for (const [key, child] of Object.entries(item.shape)) schemaFields(child, at(key), found);
  }
  if (item instanceof z.ZodRecord) {
    const keys = MAP_KEYS[place.split(".").at(-1) ?? ""] ?? [];
    for (const key of keys) schemaFields(item.valueType as ZodType, at(key), found);
  }
  return found;
}

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
  it("lists every data file once, each language's copies side by side", () => {
    const folder = new RegExp(`^(${locales.join("|")})/`);
    const files = new Set(contentFileNames().map((file) => file.replace(folder, "{{locale}}/")));
    expect(configured.map((entry) => entry.file).sort()).toEqual(
      [...files].map((file) => `content/${file}`).sort(),
    );
    expect(config.i18n).toMatchObject({ structure: "multiple_folders", locales: [...locales] });
  });

  for (const [file, schema] of Object.entries(SCHEMAS)) {
    it(`has exactly the fields of the schema of ${file}, optional where it is optional`, () => {
      const fields = fieldsOf(file);
      const optional = Object.entries(fields).map(([at, field]) => [at, field.required === false]);
      expect(Object.fromEntries(optional)).toEqual(schemaFields(schema));
      const i18n = file.includes("{{locale}}") || undefined;
      expect(configured.find((entry) => entry.file === `content/${file}`)?.i18n).toBe(i18n);
      for (const [at, field] of Object.entries(fields)) expect(field.i18n, at).toBe(i18n);
    });
  }

  it("keeps the schemas' limits: a date, whole euros, the spec's four tiers, lists", () => {
    const fields = fieldsOf("price-list.yaml");
    expect(fields.validFrom).toMatchObject({ widget: "datetime", type: "date" });
    expect(fields["sections.offerings.prices.upTo5k"]).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 0,
    });
    expect(fields.tiers).toMatchObject({ widget: "list", min: 4, max: 4, allow_add: false });
    expect(fields["tiers.id"]).toMatchObject({
      widget: "select",
      options: TIER_IDS,
      readonly: true,
    });
    expect(fields.sections).toMatchObject({ min: 1, summary: "{{id}}", collapsed: true });
    // A list of words has one field per item: a plain list would split an item at its commas.
    expect(fieldsOf("{{locale}}/prices.yaml").notes).toMatchObject({
      min: 1,
      field: { widget: "string" },
    });
  });

  it("accepts the ids the schema accepts and no other", () => {
    const [pattern, message] = fieldsOf("price-list.yaml")["sections.id"]?.pattern as string[];
    expect(message).toMatch(/lower-case words joined by hyphens/);
    for (const good of ["bop", "bop-etl", "golden-gate", "bop2"]) {
      expect(new RegExp(pattern ?? "").test(good), good).toBe(true);
    }
    for (const bad of ["BOP", "bop etl", "bop--etl", "-bop", "bop-", "bop_etl", ""]) {
      expect(new RegExp(pattern ?? "").test(bad), JSON.stringify(bad)).toBe(false);
    }
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
      "company.yaml › phone",
      "company.yaml › registerNumber",
      "company.yaml › siteUrl",
      "company.yaml › street",
      "company.yaml › tradeAuthority",
      "company.yaml › tradeLicence",
      "company.yaml › vatId",
      "{{locale}}/site.yaml › imprint.registerCourt",
    ]);
  });
});
