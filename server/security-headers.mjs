// The one source of truth for the headers every host sends: `npm start`'s server reads the
// generated build/headers.json, and the build writes the nginx and CDN configs from the same values.

const TWO_YEARS_SECONDS = 63_072_000;

/** Browser features the site never uses, switched off; only names browsers know, so none warns. */
const DISABLED_FEATURES = [
  "accelerometer",
  "camera",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "payment",
  "usb",
];

/**
 * Trusted Types with no policy: no script of the site's pages (React, Astro's islands, the inline
 * scripts) hands a string to a DOM sink that parses HTML or loads script, so none may, and a string
 * that ever reaches one (innerHTML, a script's src, …) is refused.
 */
const NO_TRUSTED_TYPES = ["require-trusted-types-for 'script'", "trusted-types 'none'"];

/** `'sha256-…'` sources, each once, in a stable order. */
const hashSources = (hashes) => [...new Set(hashes)].sort().map((hash) => `'sha256-${hash}'`);

/**
 * A policy closed to every origin but the site's: each list adds sources to the site's own for
 * one directive, and nothing else is allowed. Only directives every engine knows: WebKitGTK logs
 * an unknown one (manifest-src) on every page, and default-src already closes what it would.
 */
function closedPolicy({ scripts = [], styles = [], images = [], connect = [], trustedTypes = [] }) {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scripts].join(" "),
    ["style-src 'self'", ...styles].join(" "),
    ["img-src 'self'", ...images].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...connect].join(" "),
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    ...trustedTypes,
  ].join("; ");
}

/**
 * The Content-Security-Policy for pages whose inline scripts and styles have these SHA-256
 * hashes: nothing runs or styles a page but the site's own files and the inline code it wrote.
 */
export function contentSecurityPolicy(scriptHashes, styleHashes = []) {
  return closedPolicy({
    scripts: hashSources(scriptHashes),
    styles: hashSources(styleHashes),
    trustedTypes: NO_TRUSTED_TYPES,
  });
}

/**
 * The policy of the browser editor at /admin (Sveltia CMS), which sends a page of its own: as
 * closed to other origins as the site's, opened on this page only for what the CMS was seen to
 * need in Chromium, each source below with the reason. `apiOrigin` is the Git host's API named in
 * content/publishing.yaml (integrations/admin/publishing.ts), the one other origin the editor may
 * reach: it signs in and commits there.
 */
export function adminContentSecurityPolicy(scriptHashes = [], { apiOrigin } = {}) {
  return closedPolicy({
    scripts: hashSources(scriptHashes),
    // Svelte adds each component's styles as a <style> element when it first renders (dozens,
    // too many to list as hashes in a CDN's header rules).
    styles: ["'unsafe-inline'"],
    // The Asset Library's thumbnails and the app icon are images the CMS makes in the page (blob:
    // and data: URLs of files it read); nothing is fetched for them.
    images: ["blob:", "data:"],
    connect: apiOrigin ? [apiOrigin] : [],
    // No Trusted Types here: Svelte's {@html} writes the CMS's field hints (sanitized by DOMPurify
    // to a plain string, not TrustedHTML) to innerHTML, which Trusted Types refuses, and the
    // entry editor then renders no field at all.
  });
}

/**
 * Every security header, for every response. No Cross-Origin-Opener-Policy on the site's pages:
 * they hold nothing another window could learn (no sign-in, no data a visitor enters), and a
 * policy other than the default makes Chromium start a new renderer process for every arrival
 * whose previous page had none, about 200 ms of blocked main thread at a phone's CPU (measured
 * with Lighthouse's mobile preset). /admin, which holds a Git token once signed in, keeps one.
 */
export function securityHeaders(scriptHashes, styleHashes = []) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes, styleHashes),
    "Strict-Transport-Security": `max-age=${TWO_YEARS_SECONDS}; includeSubDomains`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", "),
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

/**
 * What the editor's page sends beside the site's headers: its own CSP, `noindex` for crawlers that
 * read headers, beside the page's meta tag, and `Cross-Origin-Opener-Policy: same-origin`, so no
 * other site's window keeps a handle on the page that holds a Git token. Where it signs in through
 * the Git host's OAuth (`oauth`), the sign-in window reports back to the page through
 * `window.opener`, which that policy would cut when the window visits the host: there it is
 * `unsafe-none`.
 */
export function adminHeaders(siteHeaders, scriptHashes = [], { apiOrigin, oauth = false } = {}) {
  return {
    ...siteHeaders,
    "Content-Security-Policy": adminContentSecurityPolicy(scriptHashes, { apiOrigin }),
    "Cross-Origin-Opener-Policy": oauth ? "unsafe-none" : "same-origin",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

export const ONE_YEAR_SECONDS = 31_536_000;
export const IMMUTABLE_CACHE = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
export const REVALIDATE_CACHE = "no-cache";

/**
 * The media type of /favicon.ico, as nginx's mime.types and Cloudflare Pages send it; sirv's table
 * (mrmime) has none for .ico.
 */
export const ICON_CONTENT_TYPE = "image/x-icon";

/** The CSV price lists: spreadsheet text, saved under the name their page's link offers. */
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";
export function attachment(fileName) {
  return `attachment; filename="${fileName}"`;
}
