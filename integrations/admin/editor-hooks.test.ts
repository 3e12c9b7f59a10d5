import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { contentFileNames, CONTENT_DIR } from "~/content/data";
import { edgeRepairs, toYaml } from "../../public/admin/editor-hooks.js";
import { adminPage } from "./admin-page.ts";
import { edgeSpaces, edgesOf } from "./edge-spaces.ts";

/** The repository, where every command runs. */
const ROOT = resolve(".");

describe("the editor's YAML writer (public/admin/editor-hooks.js)", () => {
  it("writes every data file byte for byte as it is committed", () => {
    for (const file of contentFileNames()) {
      const text = readFileSync(join(CONTENT_DIR, file), "utf8");
      expect(toYaml(parse(text)), file).toBe(text);
    }
  });
});

describe("the spaces at the ends of words, which the CMS trims on save", () => {
  it("are listed for each language's file, under the path the CMS names the entry by", () => {
    const { defaultLocale, files } = edgeSpaces();
    expect(defaultLocale).toBe("en");
    const prices = files["content/en/prices.yaml"];
    expect(prices?.en?.["page.userRange.separator"]).toEqual([" ", " "]);
    expect(prices?.de?.["explorer.addToEstimate.beforeTitle"]).toEqual([" ", " "]);
    // The shared price list has no such words.
    expect(files["content/price-list.yaml"]).toBeUndefined();
  });

  it("are found in nested objects and lists, and only where a string has words", () => {
    expect(edgesOf({ a: { b: " – " }, list: ["x", "y "], blank: "  ", plain: "z" })).toEqual({
      "a.b": [" ", " "],
      "list.1": ["", " "],
    });
  });

  it("are put back around what the editor wrote, and nowhere else", () => {
    const saved = { a: { b: "–" }, list: ["x", "changed"], c: "", d: "kept" };
    const edges = { "a.b": [" ", " "], "list.1": ["", " "], c: ["", " "] } as Record<
      string,
      [string, string]
    >;
    expect(edgeRepairs(saved, edges)).toEqual([
      [["a", "b"], " – "],
      [["list", 1], "changed "],
    ]);
    expect(edgeRepairs({ a: { b: " – " } }, edges)).toEqual([]);
  });
});

describe("the editor page's import map (admin-page.ts)", () => {
  const html = adminPage({ host: "none" }, "svelte-fonts");
  const map = JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}")
    .imports as Record<string, string>;

  it("sends the CMS's request for Immutable.js to this site, at the version the CMS asks for", () => {
    const cms = JSON.parse(
      readFileSync(join(ROOT, "node_modules/@sveltia/cms/package.json"), "utf8"),
    ) as { dependencies: Record<string, string> };
    const version = cms.dependencies.immutable?.replace(/^\D/, "");
    const bundle = readFileSync(
      join(ROOT, "node_modules/@sveltia/cms/dist/sveltia-cms.js"),
      "utf8",
    );
    // The CMS builds the address from these parts (unpkg.com/<name>@<version>/<file>).
    expect(bundle).toContain("`immutable`,`dist/immutable.es.js`");
    expect(map[`https://unpkg.com/immutable@${version}/dist/immutable.es.js`]).toBe(
      "/admin/vendor/immutable.es.js",
    );
    expect(map.yaml).toBe("/admin/vendor/yaml/index.js");
  });

  it("answers the CMS's request for a WebP encoder (Safari) from this site, at the version it asks for", () => {
    const bundle = readFileSync(
      join(ROOT, "node_modules/@sveltia/cms/dist/sveltia-cms.js"),
      "utf8",
    );
    const version = /"@jsquash\/webp":`\D?([\d.]+)`/.exec(bundle)?.[1];
    expect(bundle).toContain("`@jsquash/${t}`,`encode.js?module`");
    expect(map[`https://unpkg.com/@jsquash/webp@${version}/encode.js?module`]).toBe(
      "/admin/no-webp-encoder.js",
    );
  });
});
