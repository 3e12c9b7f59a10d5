import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { adminPage, cmsFontStyles, FONTS_PATH, SIGN_IN_OFF_NOTE } from "./admin-page.ts";

// The page at /admin as the build writes it: what the CMS would ask a CDN for comes from the site,
// and the note on signing in shows only where signing in is off.

const CMS = "node_modules/@sveltia/cms";
const bundle = readFileSync(`${CMS}/dist/sveltia-cms.js`, "utf8");

describe("the CMS's font stylesheet", () => {
  const { css, fonts } = cmsFontStyles(bundle);

  it("loads each of the three families from the site's copies, none from the CDN", () => {
    expect(css).not.toContain("cdn.jsdelivr.net");
    const sources = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);
    expect(sources).toEqual(fonts.map(({ file }) => `${FONTS_PATH}/${file}`));
    expect(fonts.map(({ pkg }) => pkg)).toEqual([
      "@fontsource-variable/source-sans-3",
      "@fontsource/noto-mono",
      "@fontsource-variable/material-symbols-outlined",
    ]);
    for (const { pkg, file } of fonts) {
      expect(existsSync(join("node_modules", pkg, "files", file)), file).toBe(true);
    }
    expect(css).toContain(".material-symbols-outlined");
  });

  it("fails the build when an update of the CMS has no such stylesheet", () => {
    expect(() => cmsFontStyles("no styles here")).toThrow(/0 stylesheets of CDN fonts/);
  });
});

describe("the page", () => {
  const page = adminPage({ host: "none" }, "svelte-x");
  const map = JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? "{}")
    .imports as Record<string, string>;

  it("says how to turn signing in on, and turns its buttons off, only with no repository", () => {
    expect(page).toContain(SIGN_IN_OFF_NOTE);
    expect(page).toContain('<html lang="en" data-sign-in="off">');
    const on = adminPage({ host: "github", repository: "a/b", branch: "main" }, "svelte-x");
    expect(on).not.toContain(SIGN_IN_OFF_NOTE);
    expect(on).not.toContain("data-sign-in");
    expect(on).toContain('<link id="svelte-x" rel="stylesheet" href="/admin/fonts.css" />');
  });

  it("answers the CMS's request for Immutable.js from this site, at the version the CMS asks for", () => {
    const cms = JSON.parse(readFileSync(`${CMS}/package.json`, "utf8")) as {
      dependencies: Record<string, string>;
    };
    const version = cms.dependencies.immutable?.replace(/^\D/, "");
    // The CMS builds the address from these parts (unpkg.com/<name>@<version>/<file>).
    expect(bundle).toContain("`immutable`,`dist/immutable.es.js`");
    expect(map[`https://unpkg.com/immutable@${version}/dist/immutable.es.js`]).toBe(
      "/admin/vendor/immutable.es.js",
    );
    expect(map.yaml).toBe("/admin/vendor/yaml/index.js");
  });

  it("answers the CMS's request for a WebP encoder (Safari) from this site, at the version it asks for", () => {
    const version = /"@jsquash\/webp":`\D?([\d.]+)`/.exec(bundle)?.[1];
    expect(bundle).toContain("`@jsquash/${t}`,`encode.js?module`");
    expect(map[`https://unpkg.com/@jsquash/webp@${version}/encode.js?module`]).toBe(
      "/admin/no-webp-encoder.js",
    );
  });
});
