import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { contentFileNames, CONTENT_DIR } from "~/content/data";
import { edgeRepairs, toYaml } from "../../public/admin/editor-hooks.js";
import { edgesOf } from "./edge-spaces.ts";

describe("the editor's YAML writer (public/admin/editor-hooks.js)", () => {
  it("writes every data file byte for byte as it is committed", () => {
    for (const file of contentFileNames()) {
      const text = readFileSync(join(CONTENT_DIR, file), "utf8");
      expect(toYaml(parse(text)), file).toBe(text);
    }
  });
});

// Kept through a real save of content/de/prices.yaml: admin.spec.ts.
describe("the spaces at the ends of words, which the CMS trims on save", () => {
  it("are found in nested objects and lists, and only where a string has words", () => {
    expect(edgesOf({ a: { b: " – " }, list: ["x", "y "], blank: "  ", plain: "z" })).toEqual({
      "a.b": [" ", " "],
      "list.1": ["", " "],
    });
  });

  it("are put back around what the editor wrote, and nowhere else", () => {
    const saved = { a: { b: "–" }, list: ["x", "changed"], c: "", d: "kept" };
    const edges: Record<string, [string, string]> = {
      "a.b": [" ", " "],
      "list.1": ["", " "],
      c: ["", " "],
    };
    expect(edgeRepairs(saved, edges)).toEqual([
      [["a", "b"], " – "],
      [["list", 1], "changed "],
    ]);
    expect(edgeRepairs({ a: { b: " – " } }, edges)).toEqual([]);
  });
});
