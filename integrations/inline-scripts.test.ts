import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bundleScript, inlineScriptHashes } from "./inline-scripts.mjs";

const sha256 = (body: string) => createHash("sha256").update(body).digest("base64");
const app = (path: string) => fileURLToPath(new URL(`../app/${path}`, import.meta.url));
const NOT_FOUND_SCRIPT = app("scripts/not-found.ts");

// The bundled head script at work is scripts.spec.ts's and engines.spec.ts's (with its CSP
// reports); here, which inline scripts the build hashes and which it refuses.
describe("inlineScriptHashes", () => {
  it("hashes the scripts the build bundled and speculation rules, and skips external scripts and JSON-LD", async () => {
    const script = await bundleScript(NOT_FOUND_SCRIPT);
    const rules = '{"prefetch":[]}';
    const html = [
      `<script>${script}</script>`,
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      `<script type="speculationrules">${rules}</script>`,
    ].join("");
    expect(inlineScriptHashes(html, "404.html")).toEqual([sha256(script), sha256(rules)]);
  });

  it("fails on any other inline script, even one a bundled script's text begins", async () => {
    const script = await bundleScript(NOT_FOUND_SCRIPT);
    for (const other of ["alert(1)", `${script}alert(1)`]) {
      expect(() => inlineScriptHashes(`<script>${other}</script>`, "prices.html")).toThrow(
        "Unknown inline script in prices.html",
      );
    }
  });

  it("fails on speculation rules that are not JSON", () => {
    expect(() =>
      inlineScriptHashes('<script type="speculationrules">alert(1)</script>', "index.html"),
    ).toThrow(SyntaxError);
  });
});
