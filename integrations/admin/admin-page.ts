// The editor's page, /admin: whether it may sign in comes from content/publishing.yaml, and the id
// of its font stylesheet from the CMS's bundle.
import type { WEBSITE_HOSTS } from "../../app/content/schema.ts";
import type { Publishing } from "./publishing.ts";

/** What the sign-in screen says when no repository is named: how to turn signing in on. */
export const SIGN_IN_OFF_NOTE =
  "Signing in to publish from here is off until the site's Git repository is named in content/publishing.yaml (README, “Publish from the browser”).";

/** Where a Git host shows the result of the build its push started: the commit's status. */
const COMMIT_STATUS: Record<Exclude<Publishing["host"], "none">, string> = {
  github:
    "the mark beside the commit in the repository's Commits list on GitHub (a tick: live; a cross: the build failed, and its log says why)",
  gitlab:
    "the commit's pipeline on GitLab, under Build › Pipelines (passed: live; failed: its log says why)",
  gitea:
    "the mark beside the commit in the repository's Commits list (a tick: live; a cross: the build failed, and its log says why)",
};

/** Where a host that builds the site itself shows each build's result. */
const DEPLOYMENTS: Partial<Record<(typeof WEBSITE_HOSTS)[number], string>> = {
  "cloudflare-pages":
    "the Cloudflare dashboard, under Workers & Pages › the site › Deployments (each save's build, with its log; the project's Notifications can mail you a failed one)",
};

/**
 * What the sign-in screen says once a repository is named: where an owner sees whether a save went
 * live. A build the content fails leaves the last good site up, so a save can fail unseen.
 */
export function saveStatusNote(
  publishing: Exclude<Publishing, { host: "none" }>,
  siteHost: string,
) {
  const where = DEPLOYMENTS[siteHost as keyof typeof DEPLOYMENTS] ?? COMMIT_STATUS[publishing.host];
  return `Each save is a commit to ${publishing.branch} of ${publishing.repository}, and the site is built from it. A build that fails leaves the site as it was. Whether a save went live: ${where}.`;
}

export const FONTS_PATH = "/admin/fonts";

/** A font on the CDN the CMS names: its @fontsource package (variable or not) and its file. */
const CDN_FONT =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[\d.]+\/([a-z0-9-]+\.woff2)/g;

/**
 * The CMS's font stylesheet with the site's copies for the CDN's: the page links it under its
 * Svelte id, so Svelte adds no other. A CMS update that changes it fails the build.
 */
export function cmsFontStyles(bundle: string) {
  const found = [...bundle.matchAll(/\{hash:`(svelte-[a-z0-9]+)`,code:`([^`]*)`\}/g)].filter(
    ([, , css]) => css?.includes("cdn.jsdelivr.net/fontsource"),
  );
  const [, id, css] = found[0] ?? [];
  if (found.length !== 1 || !id || !css) {
    throw new Error(`admin-page: the CMS has ${found.length} stylesheets of CDN fonts, not one`);
  }
  const fonts = [...css.matchAll(CDN_FONT)].map(([, name, variable, file]) => ({
    pkg: `@fontsource${variable ? "-variable" : ""}/${name}`,
    file: `${name}-${file}`,
  }));
  const local = css.replaceAll(CDN_FONT, `${FONTS_PATH}/$1-$3`).trim();
  return { id, css: `${local}\n`, fonts };
}

/**
 * The page: the CMS, what the site adds to it, and under the sign-in buttons a note: how to turn
 * signing in on, or where a save's result shows on the hosts (`siteHost`: company.yaml's host).
 */
export function adminPage(publishing: Publishing, siteHost: string, fontStylesId: string): string {
  const signInOff = publishing.host === "none";
  const note = signInOff ? SIGN_IN_OFF_NOTE : saveStatusNote(publishing, siteHost);
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
    <p class="sign-in-note">${escapeHtml(note)}</p>
    <script src="/admin/cms-requests.js"></script>
    <script src="/admin/sveltia-cms.js"></script>
    <script type="module" src="/admin/editor-hooks.js"></script>
    <script type="module" src="/admin/sign-in-note.js"></script>
  </body>
</html>
`;
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
