import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineStyleHashes } from "./inline-scripts.mjs";

const sha256 = (body: string) => createHash("sha256").update(body).digest("base64");

describe("inlineScriptHashes", () => {
  it("hashes the site's inline scripts and speculation rules, and skips external scripts and JSON-LD", () => {
    const flag =
      'try{var d=document.documentElement;if(sessionStorage.getItem("k"))d.x()}catch(e){}';
    const rules = '{"prefetch":[]}';
    const html = [
      `<script>${flag}</script>`,
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      `<script type="speculationrules">${rules}</script>`,
    ].join("");
    expect(inlineScriptHashes(html, "index.html")).toEqual([sha256(flag), sha256(rules)]);
  });

  it("fails on an inline script of an unknown kind", () => {
    expect(() => inlineScriptHashes("<script>alert(1)</script>", "prices.html")).toThrow(
      "Unknown inline script in prices.html",
    );
  });

  it("fails on speculation rules that are not JSON", () => {
    expect(() =>
      inlineScriptHashes('<script type="speculationrules">alert(1)</script>', "index.html"),
    ).toThrow(SyntaxError);
  });
});

describe("inlineStyleHashes", () => {
  it("hashes each inline style element", () => {
    const style = "astro-island{display:contents}";
    expect(inlineStyleHashes(`<style>${style}</style><p>x</p>`)).toEqual([sha256(style)]);
  });
});
