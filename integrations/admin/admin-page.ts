// The editor's page, /admin, written at build (and by `astro dev`) for this deployment: whether it
// may sign in comes from content/publishing.yaml, and the id of its font stylesheet from the CMS.
import { readFileSync } from "node:fs";
import type { Publishing } from "./publishing.ts";

/**
 * The one sentence the sign-in screen shows when no repository is named: how to turn signing in on.
 */
export const SIGN_IN_OFF_NOTE =
  "Signing in to publish from here is off until the site's Git repository is named in content/publishing.yaml (README, “Publish from the browser”).";

/** The CDN the CMS names in its stylesheet of fonts, and the site's folder with the same files. */
const CDN_FONTS =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+\.woff2)/g;
/** The folder of the fonts under /admin/, and its address. */
export const FONTS_FOLDER = "fonts";
export const FONTS_PATH = `/admin/${FONTS_FOLDER}`;

export interface FontStyles {
  /** The id Svelte gives the CMS's stylesheet of fonts when it adds it to the page. */
  id: string;
  /** That stylesheet, with each font from the site: /admin/fonts/<package>-<file>.woff2. */
  css: string;
}

/**
 * The CMS's own stylesheet of fonts (its three @font-face rules and the icon class), from its
 * bundle, with the CDN sources replaced by the site's copies. Svelte adds a component's styles
 * only when no element of the page has their id, so the page links this under that id and the
 * CMS never asks the CDN (whose fonts the page's CSP would refuse). Throws when the bundle has no
 * such stylesheet, so an update of the CMS that changes it fails the build instead of the page.
 */
export function cmsFontStyles(bundle: string): FontStyles {
  const found = [...bundle.matchAll(/\{hash:`(svelte-[a-z0-9]+)`,code:`([^`]*)`\}/g)].filter(
    ([, , css]) => css?.includes("cdn.jsdelivr.net/fontsource"),
  );
  const [match] = found;
  if (found.length !== 1 || !match?.[1] || !match[2]) {
    throw new Error(
      `admin-page: the CMS bundle has ${found.length} stylesheets of CDN fonts, not one; see cmsFontStyles`,
    );
  }
  const css = match[2].replace(
    CDN_FONTS,
    (_, pkg: string, file: string) => `${FONTS_PATH}/${pkg}-${file}`,
  );
  return {
    id: match[1],
    css: `/* Sveltia CMS's fonts, from this site (integrations/admin/admin-page.ts). */\n${css.trim()}\n`,
  };
}

/** The stylesheet of the bundle at `bundlePath`, read once: the pinned CMS does not change. */
const stylesByBundle = new Map<string, FontStyles>();
export function cmsFontStylesOf(bundlePath: string): FontStyles {
  let styles = stylesByBundle.get(bundlePath);
  if (!styles) {
    styles = cmsFontStyles(readFileSync(bundlePath, "utf8"));
    stylesByBundle.set(bundlePath, styles);
  }
  return styles;
}

/** The page: the CMS, what the site adds to it, and the note when signing in is off. */
export function adminPage(publishing: Publishing, fontStylesId: string): string {
  const signInOff = publishing.host === "none";
  return `<!doctype html>
<html lang="en"${signInOff ? ' data-sign-in="off"' : ""}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!-- The editor is a tool, not a page of the site: kept out of search results and the sitemap. -->
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <!-- The CMS's fonts from this site: the CMS adds this stylesheet itself, with sources on a CDN,
         unless the page has one with its id already. -->
    <link id="${fontStylesId}" rel="stylesheet" href="/admin/fonts.css" />
    <link rel="stylesheet" href="/admin/page.css" />
    <!-- Modules from this site, copied from node_modules by the build: the CMS loads Immutable.js
         from a CDN for its event hooks (editor-hooks.js registers one), and editor-hooks.js
         writes YAML with the project's yaml package. Where a browser's canvas cannot write WebP
         (Safari), the CMS loads a WebP encoder from a CDN for its app icon: this site's stand-in
         declines, and the CMS writes the icon as its canvas can. -->
    <script type="importmap">
      {
        "imports": {
          "https://unpkg.com/immutable@5.1.9/dist/immutable.es.js": "/admin/vendor/immutable.es.js",
          "https://unpkg.com/@jsquash/webp@1.5.0/encode.js?module": "/admin/no-webp-encoder.js",
          "yaml": "/admin/vendor/yaml/index.js"
        }
      }
    </script>
  </head>
  <body>
${signInOff ? `    <p class="sign-in-note">${SIGN_IN_OFF_NOTE}</p>\n` : ""}    <!-- Answers the CMS's requests to a CDN or a status service from this site, before it loads. -->
    <script src="/admin/cms-requests.js"></script>
    <!-- Sveltia CMS, copied from node_modules by the build. It reads /admin/config.yml. -->
    <script src="/admin/sveltia-cms.js"></script>
    <script type="module" src="/admin/editor-hooks.js"></script>
${signInOff ? `    <script type="module" src="/admin/sign-in-note.js"></script>\n` : ""}  </body>
</html>
`;
}
