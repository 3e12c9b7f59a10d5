import Ajv from "ajv";
import type { ZodTypeAny } from "astro/zod";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { loadContentData, sharedFiles, textFiles } from "~/content/data";
import { locales } from "~/content/locales";
import { cmsConfig, cmsConfigYaml, type CmsField } from "./cms-config";

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

type Def = { typeName: string; [key: string]: unknown };
const defOf = (schema: ZodTypeAny) => schema._def as Def;

/** A schema's fields, every level down, with the ids of price-list.yaml as the keys of its maps. */
function schemaFields(schema: ZodTypeAny, path = "", optional = false): Map<string, Expected> {
  const fields = new Map<string, Expected>();
  const def = defOf(schema);
  const add = (expected: Expected) => path && fields.set(path, expected);
  const checks = (def.checks as { kind: string; value?: number }[] | undefined) ?? [];
  switch (def.typeName) {
    case "ZodOptional":
      return schemaFields(def.innerType as ZodTypeAny, path, true);
    case "ZodEffects":
      return schemaFields(def.schema as ZodTypeAny, path, optional);
    case "ZodString":
      add({
        kind: checks.some((c) => c.kind === "date")
          ? "date"
          : checks.some((c) => c.kind === "regex")
            ? "id"
            : "text",
        optional,
      });
      break;
    case "ZodNumber":
      expect(checks.map((c) => c.kind).sort(), `${path} is a whole number ≥ 0`).toEqual([
        "int",
        "min",
      ]);
      add({ kind: "count", optional, min: checks.find((c) => c.kind === "min")?.value });
      break;
    case "ZodEnum":
      add({ kind: "choice", optional });
      break;
    case "ZodObject": {
      add({ kind: "object", optional });
      const shape = (schema as unknown as { shape: Record<string, ZodTypeAny> }).shape;
      for (const [key, child] of Object.entries(shape)) {
        for (const entry of schemaFields(child, path ? `${path}.${key}` : key)) {
          fields.set(...entry);
        }
      }
      break;
    }
    case "ZodArray": {
      const exact = (def.exactLength as { value: number } | null)?.value;
      const min = (def.minLength as { value: number } | null)?.value;
      add({ kind: "list", optional, length: exact, min: exact ?? min });
      for (const [key, value] of schemaFields(def.type as ZodTypeAny, path)) {
        if (key !== path) fields.set(key, value);
      }
      break;
    }
    case "ZodRecord": {
      add({ kind: "map", optional });
      const keys = recordKeys(path);
      for (const key of keys) {
        for (const entry of schemaFields(def.valueType as ZodTypeAny, `${path}.${key}`)) {
          fields.set(...entry);
        }
      }
      break;
    }
    default:
      throw new Error(`${path}: a ${def.typeName} the test does not know`);
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
    schema: schema as ZodTypeAny,
  })),
  ...Object.values(textFiles).map(({ file, schema }) => ({
    file: `content/{{locale}}/${file}`,
    schema: schema as ZodTypeAny,
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
      const expected = schemaFields(schema);
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
});
