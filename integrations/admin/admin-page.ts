// The editor's page, /admin: whether it may sign in comes from content/publishing.yaml, and the id
// of its font stylesheet from the CMS's bundle.
import type { Publishing } from "./publishing.ts";

/** What the sign-in screen says when no repository is named: how to turn signing in on. */
export const SIGN_IN_OFF_NOTE =
  "Signing in to publish from here is off until the site's Git repository is named in content/publishing.yaml (README, “Publish from the browser”).";

/** The folder of the fonts under /admin/. */
export const FONTS_FOLDER = "fonts";
export const FONTS_PATH = `/admin/${FONTS_FOLDER}`;

/** The CDN the CMS names in its stylesheet of fonts, with each font's package and file. */
const CDN_FONTS =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+\.woff2)/g;

/**
 * The CMS's own stylesheet of fonts, from its bundle, with the site's copies for the CDN's. Svelte
 * adds a component's styles only when no element of the page has their id, so the page links this
 * under that id and the CMS never asks the CDN. Throws when the bundle has no such stylesheet, so
 * an update of the CMS that changes it fails the build instead of the page.
 */
export function cmsFontStyles(bundle: string): { id: string; css: string } {
  const found = [...bundle.matchAll(/\{hash:`(svelte-[a-z0-9]+)`,code:`([^`]*)`\}/g)].filter(
    ([, , css]) => css?.includes("cdn.jsdelivr.net/fontsource"),
  );
  const [, id, css] = found[0] ?? [];
  if (found.length !== 1 || !id || !css) {
    throw new Error(
      `admin-page: the CMS bundle has ${found.length} stylesheets of CDN fonts, not one`,
    );
  }
  const local = css.replace(
    CDN_FONTS,
    (_, pkg: string, file: string) => `${FONTS_PATH}/${pkg}-${file}`,
  );
  return { id, css: `${local.trim()}\n` };
}

/** The page: the CMS, what the site adds to it, and the note when signing in is off. */
export function adminPage(publishing: Publishing, fontStylesId: string): string {
  const signInOff = publishing.host === "none";
  return `<!doctype html>
<html lang="en"${signInOff ? ' data-sign-in="off"' : ""}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link id="${fontStylesId}" rel="stylesheet" href="/admin/fonts.css" />
    <link rel="stylesheet" href="/admin/page.css" />
    <!-- What the CMS would load from a CDN, from this site: Immutable.js for its event hooks, and
         (where the canvas cannot write WebP) a WebP encoder, whose stand-in declines. -->
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
${signInOff ? `    <p class="sign-in-note">${SIGN_IN_OFF_NOTE}</p>\n` : ""}    <script src="/admin/cms-requests.js"></script>
    <script src="/admin/sveltia-cms.js"></script>
    <script type="module" src="/admin/editor-hooks.js"></script>
${signInOff ? `    <script type="module" src="/admin/sign-in-note.js"></script>\n` : ""}  </body>
</html>
`;
}
