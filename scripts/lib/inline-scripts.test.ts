import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts.mjs";

const sha256 = (body: string) => createHash("sha256").update(body).digest("base64");

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts React Router writes, and skips external scripts and JSON-LD", () => {
    const context = 'window.__reactRouterContext = {"basename":"/"};';
    const html = [
      `<script>${context}</script>`,
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>$RC("B:1","S:1")</script>',
    ].join("");
    expect(inlineScriptHashes(html, "index.html")).toEqual([
      sha256(context),
      sha256('$RC("B:1","S:1")'),
    ]);
  });

  it("fails on an inline script of an unknown kind", () => {
    expect(() => inlineScriptHashes("<script>alert(1)</script>", "prices/index.html")).toThrow(
      "Unknown inline script in prices/index.html",
    );
  });
});
