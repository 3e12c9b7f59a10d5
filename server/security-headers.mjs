// The headers every host sends: the build writes them to build/headers.json and the host configs.

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

/** Trusted Types with no policy: no script of the site hands a string to an HTML or script sink. */
const NO_TRUSTED_TYPES = ["require-trusted-types-for 'script'", "trusted-types 'none'"];

/** `'sha256-…'` sources, each once, in a stable order. */
const hashSources = (hashes) => [...new Set(hashes)].sort().map((hash) => `'sha256-${hash}'`);

/** Closed to every origin but the site's; only directives WebKitGTK knows, or it logs on every page. */
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

/** The site's CSP: its own files, and the inline code with these SHA-256 hashes. */
export function contentSecurityPolicy(scriptHashes, styleHashes = []) {
  return closedPolicy({
    scripts: hashSources(scriptHashes),
    styles: hashSources(styleHashes),
    trustedTypes: NO_TRUSTED_TYPES,
  });
}

/** The editor's CSP (/admin): the site's, opened for what the CMS needs and its Git host's API. */
export function adminContentSecurityPolicy(scriptHashes = [], { apiOrigin } = {}) {
  return closedPolicy({
    scripts: hashSources(scriptHashes),
    // Svelte adds each component's styles as a <style> element: too many to hash.
    styles: ["'unsafe-inline'"],
    // Thumbnails and the app icon the CMS makes in the page.
    images: ["blob:", "data:"],
    connect: apiOrigin ? [apiOrigin] : [],
    // No Trusted Types: Svelte's {@html} writes the field hints as strings, and no field would show.
  });
}

/**
 * Every security header, for every response. No Cross-Origin-Opener-Policy: the pages hold no
 * secret, and one costs Chromium a new renderer process per arrival (about 200 ms on a phone).
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
 * The editor's page holds a Git token, so it keeps other windows out (COOP), except where the
 * host's OAuth window must report back through `window.opener`.
 */
export function adminHeaders(siteHeaders, scriptHashes = [], { apiOrigin, oauth = false } = {}) {
  return {
    ...siteHeaders,
    "Content-Security-Policy": adminContentSecurityPolicy(scriptHashes, { apiOrigin }),
    "Cross-Origin-Opener-Policy": oauth ? "unsafe-none" : "same-origin",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "no-cache";

/** /favicon.ico's type as nginx and Cloudflare send it; sirv's table has none. */
export const ICON_CONTENT_TYPE = "image/x-icon";

/** The CSV price lists: spreadsheet text, saved under the name their page's link offers. */
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";
export function attachment(fileName) {
  return `attachment; filename="${fileName}"`;
}
