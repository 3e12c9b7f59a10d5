import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { FONTS } from "./admin-editor.ts";
import { adminPage, cmsFontStyles, FONTS_PATH, SIGN_IN_OFF_NOTE } from "./admin-page.ts";

// The page at /admin as the build writes it: the CMS's font stylesheet taken over with the site's
// copies of the fonts, and the note on signing in only where signing in is off.

const ROOT = resolve(".");
const bundle = readFileSync(join(ROOT, "node_modules/@sveltia/cms/dist/sveltia-cms.js"), "utf8");

describe("the CMS's font stylesheet", () => {
  const { id, css } = cmsFontStyles(bundle);

  it("has the id under which Svelte adds it, so the CMS finds it on the page and adds none", () => {
    expect(bundle).toContain(`{hash:\`${id}\`,code:`);
    expect(bundle).toContain(`querySelector(\`#\`+t.hash)`);
  });

  it("loads each of the three families from the site's copies, none from the CDN", () => {
    expect(css).not.toContain("cdn.jsdelivr.net");
    const sources = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);
    // The files the build copies from the @fontsource packages, in the CMS's order.
    expect(sources).toEqual(FONTS.map(({ file }) => `${FONTS_PATH}/${file}`));
    for (const { pkg, file } of FONTS) {
      expect(existsSync(join(ROOT, "node_modules", pkg, "files", file)), file).toBe(true);
    }
    expect(css).toContain(".material-symbols-outlined");
  });

  it("fails the build when an update of the CMS has no such stylesheet", () => {
    expect(() => cmsFontStyles("no styles here")).toThrow(/0 stylesheets of CDN fonts/);
  });
});

describe("the page", () => {
  it("says how to turn signing in on, and turns its buttons off, only with no repository", () => {
    const off = adminPage({ host: "none" }, "svelte-x");
    expect(off).toContain(SIGN_IN_OFF_NOTE);
    expect(off).toContain('<html lang="en" data-sign-in="off">');
    const on = adminPage({ host: "github", repository: "a/b", branch: "main" }, "svelte-x");
    expect(on).not.toContain(SIGN_IN_OFF_NOTE);
    expect(on).not.toContain("data-sign-in");
    expect(on).toContain('<link id="svelte-x" rel="stylesheet" href="/admin/fonts.css" />');
  });
});
