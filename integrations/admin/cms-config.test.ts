import Ajv from "ajv";
import { z, type ZodType } from "astro/zod";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { loadContentData, sharedFiles, textFiles } from "~/content/data";
import { locales } from "~/content/locales";
import { cmsConfig, cmsConfigYaml, MUST_FILL_HINT, type CmsField } from "./cms-config.ts";

// The editor's configuration against what it stands for: the files it names exist, and its fields
// are exactly the schemas' fields, with the schemas' limits. The schemas are walked here on their
// own terms, not with the configuration's walker, so a mistake in one is not repeated in the other.

/** The repository, where every command runs. */
const ROOT = resolve(".");
const config = cmsConfig();
const data = loadContentData();

/** The keys a map (`z.record`) has, by its place: the ids of the shared file it names. */
function recordKeys(path: string): string[] {
  if (path === "offerings") {
    return data.priceList.sections.flatMap((section) => section.offerings.map((item) => item.id));
  }
  if (path === "sections") return data.priceList.sections.map((section) => section.id);
  if (path === "products") return data.catalog.products.map((product) => product.slug);
  if (path === "subsidiaries") return data.company.subsidiaries.map((subsidiary) => subsidiary.id);
  throw new Error(`${path}: a map the test does not know`);
}

/** What a schema asks of one field, by its dotted place ("sections.offerings.prices.upTo5k"). */
interface Expected {
  kind: "text" | "id" | "date" | "count" | "choice" | "object" | "list" | "map";
  optional: boolean;
  length?: number;
  min?: number;
}

/** The part of JSON Schema that Zod writes for these schemas. */
interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  minimum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
}

/**
 * A schema's fields, every level down, with the ids of price-list.yaml as the keys of its maps,
 * read from the JSON Schema that Zod itself writes for it.
 */
function schemaFields(schema: JsonSchema, path = "", optional = false): Map<string, Expected> {
  const fields = new Map<string, Expected>();
  const add = (expected: Expected) => path && fields.set(path, expected);
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (schema.enum) {
    add({ kind: "choice", optional });
  } else if (schema.type === "string") {
    const kind =
      schema.format === "date" ? "date" : schema.pattern && !schema.format ? "id" : "text";
    add({ kind, optional });
  } else if (schema.type === "integer") {
    expect(schema.minimum, `${path} is a whole number ≥ 0`).toBe(0);
    add({ kind: "count", optional, min: schema.minimum });
  } else if (schema.type === "object" && schema.properties) {
    add({ kind: "object", optional });
    for (const [key, child] of Object.entries(schema.properties)) {
      const childOptional = !schema.required?.includes(key);
      for (const entry of schemaFields(child, at(key), childOptional)) fields.set(...entry);
    }
  } else if (schema.type === "object" && typeof schema.additionalProperties === "object") {
    add({ kind: "map", optional });
    for (const key of recordKeys(path)) {
      for (const entry of schemaFields(schema.additionalProperties, at(key))) {
        fields.set(...entry);
      }
    }
  } else if (schema.type === "array" && schema.items) {
    const exact = schema.minItems === schema.maxItems ? schema.minItems : undefined;
    add({ kind: "list", optional, length: exact, min: schema.minItems });
    for (const [key, value] of schemaFields(schema.items, path)) {
      if (key !== path) fields.set(key, value);
    }
  } else {
    throw new Error(`${path}: a ${JSON.stringify(schema)} the test does not know`);
  }
  return fields;
}

/** The editor's fields, by the same dotted places (a list's items share the list's place). */
function configFields(fields: CmsField[], path = "", found = new Map<string, CmsField>()) {
  for (const field of fields) {
    const place = path ? `${path}.${field.name}` : field.name;
    found.set(place, field);
    if (field.fields) configFields(field.fields, place, found);
  }
  return found;
}

const WIDGETS: Record<Expected["kind"], string> = {
  text: "string",
  id: "string",
  date: "datetime",
  count: "number",
  choice: "select",
  object: "object",
  list: "list",
  map: "object",
};

const FILES = [
  ...Object.values(sharedFiles).map(({ file, schema }) => ({
    file: `content/${file}`,
    schema: schema as ZodType,
  })),
  ...Object.values(textFiles).map(({ file, schema }) => ({
    file: `content/{{locale}}/${file}`,
    schema: schema as ZodType,
  })),
];

const configured = config.collections.flatMap((collection) => collection.files);

describe("the editor's configuration (/admin/config.yml)", () => {
  it("is valid by the JSON schema Sveltia CMS publishes with its package", () => {
    const schema = JSON.parse(
      readFileSync(join(ROOT, "node_modules/@sveltia/cms/schema/sveltia-cms.json"), "utf8"),
    ) as object;
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    const valid = validate(parse(cmsConfigYaml()));
    expect(validate.errors ?? [], "schema errors").toEqual([]);
    expect(valid).toBe(true);
  });

  it("names every data file of content/, and only files that exist, in every language", () => {
    expect(configured.map((entry) => entry.file).sort()).toEqual(
      FILES.map(({ file }) => file).sort(),
    );
    for (const { file } of configured) {
      for (const locale of locales) {
        const path = file.replace("{{locale}}", locale);
        expect(existsSync(join(ROOT, path)), path).toBe(true);
      }
    }
  });

  it("edits the per-language files side by side, with every field translatable", () => {
    expect(config.i18n).toMatchObject({ structure: "multiple_folders", locales: [...locales] });
    for (const entry of configured.filter(({ file }) => file.includes("{{locale}}"))) {
      expect(entry.i18n, entry.file).toBe(true);
      for (const [place, field] of configFields(entry.fields)) {
        expect(field.i18n, `${entry.file} › ${place}`).toBe(true);
      }
    }
  });

  for (const { file, schema } of FILES) {
    describe(file, () => {
      const entry = configured.find((candidate) => candidate.file === file);
      const expected = schemaFields(z.toJSONSchema(schema) as JsonSchema);
      const fields = configFields(entry?.fields ?? []);

      it("has a field for every field of the schema, and none the schema does not know", () => {
        expect([...fields.keys()].sort()).toEqual([...expected.keys()].sort());
      });

      it("asks for what the schema asks for, with a widget that fits", () => {
        for (const [place, want] of expected) {
          const field = fields.get(place);
          if (!field) continue;
          const where = `${file} › ${place}`;
          expect(field.widget, where).toBe(WIDGETS[want.kind]);
          expect(field.required ?? true, `${where} required`).toBe(!want.optional);
          if (want.kind === "count") {
            expect(field.value_type, where).toBe("int");
            expect(field.min, where).toBe(want.min);
          }
          if (want.kind === "date") expect(field.type, where).toBe("date");
          if (want.kind === "list") {
            expect(field.min, `${where} min`).toBe(want.min);
            expect(field.max, `${where} max`).toBe(want.length);
            if (want.length !== undefined) expect(field.allow_add, where).toBe(false);
          }
        }
      });
    });
  }

  it("accepts the ids the schema accepts and no other", () => {
    const idFields = [...configFields(configured[0]?.fields ?? []).values()].filter(
      (field) => field.name === "id" && field.pattern,
    );
    expect(idFields.length).toBeGreaterThan(0);
    for (const field of idFields) {
      const pattern = new RegExp(field.pattern?.[0] ?? "");
      for (const good of ["bop", "bop-etl", "golden-gate", "bop2"]) {
        expect(pattern.test(good), good).toBe(true);
      }
      for (const bad of ["BOP", "bop etl", "bop--etl", "-bop", "bop-", "bop_etl", ""]) {
        expect(pattern.test(bad), JSON.stringify(bad)).toBe(false);
      }
    }
  });

  it("offers words for each offering, section and product, in every language", () => {
    const fieldsOf = (name: string) =>
      configFields(
        configured.find(({ file }) => file === `content/{{locale}}/${name}`)?.fields ?? [],
      );
    const fields = fieldsOf("prices.yaml");
    const offerings = data.priceList.sections.flatMap((section) =>
      section.offerings.map((item) => item.id),
    );
    expect(fields.get("offerings")?.fields?.map((field) => field.name)).toEqual(offerings);
    expect(fields.get("sections")?.fields?.map((field) => field.name)).toEqual(
      data.priceList.sections.map((section) => section.id),
    );
    expect(
      fieldsOf("products.yaml")
        .get("products")
        ?.fields?.map((field) => field.name),
    ).toEqual(data.catalog.products.map((product) => product.slug));
  });

  it("says on each field that holds a placeholder, and on no other, to fill it in before going live", () => {
    const flagged = configured.flatMap(({ file, fields }) =>
      [...configFields(fields)]
        .filter(([, field]) => field.hint === MUST_FILL_HINT)
        .map(([place]) => `${file} › ${place}`),
    );
    expect(flagged.sort()).toEqual(
      [
        "content/company.yaml › email",
        "content/company.yaml › registerNumber",
        "content/company.yaml › siteUrl",
        "content/company.yaml › street",
        "content/company.yaml › vatId",
        "content/{{locale}}/site.yaml › imprint.registerCourt",
      ].sort(),
    );
  });
});
