import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  adminPage,
  cmsFontStyles,
  FONTS_PATH,
  saveStatusNote,
  SIGN_IN_OFF_NOTE,
} from "./admin-page.ts";

// The page at /admin as the build writes it: what the CMS would ask a CDN for comes from the site,
// and the note under the sign-in buttons says how to turn signing in on, or where a save shows.

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
  const page = adminPage({ host: "none" }, "[not chosen yet]", "svelte-x");
  const map = JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? "{}")
    .imports as Record<string, string>;

  it("says how to turn signing in on, and turns its buttons off, only with no repository", () => {
    expect(page).toContain(SIGN_IN_OFF_NOTE);
    expect(page).toContain('<html lang="en" data-sign-in="off">');
    const github = { host: "github", repository: "a/b", branch: "main" } as const;
    const on = adminPage(github, "cloudflare-pages", "svelte-x");
    expect(on).not.toContain(SIGN_IN_OFF_NOTE);
    expect(on).not.toContain("data-sign-in");
    expect(on).toContain('<link id="svelte-x" rel="stylesheet" href="/admin/fonts.css" />');
  });

  it("says, once a repository is named, where each host shows whether a save went live", () => {
    const gitlab = { host: "gitlab", repository: "t/site", branch: "live" } as const;
    const onPages = saveStatusNote(gitlab, "cloudflare-pages");
    expect(onPages).toMatch(/^Each save is a commit to live of t\/site, and the site is built/);
    expect(onPages).toContain("Workers & Pages › the site › Deployments");
    expect(onPages).toContain("Notifications can mail you a failed one");
    // Built by the Git host's own CI: the commit's status there.
    expect(saveStatusNote(gitlab, "own-server")).toContain("Build › Pipelines");
    const github = saveStatusNote({ ...gitlab, host: "github" }, "[not chosen yet]");
    expect(github).toContain("Commits list on GitHub");
    expect(adminPage(gitlab, "cloudflare-pages", "svelte-x")).toContain(
      `<p class="sign-in-note">${onPages.replaceAll("&", "&amp;")}</p>`,
    );
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
