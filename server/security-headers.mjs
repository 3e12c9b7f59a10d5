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

/** The Content-Security-Policy for pages whose inline scripts have these SHA-256 hashes. */
export function contentSecurityPolicy(scriptHashes) {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'none'",
    ["script-src 'self'", ...hashes].join(" "),
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Every security header, for every response. */
export function securityHeaders(scriptHashes) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes),
    "Strict-Transport-Security": `max-age=${TWO_YEARS_SECONDS}; includeSubDomains`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", "),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

export const ONE_YEAR_SECONDS = 31_536_000;
export const IMMUTABLE_CACHE = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
export const REVALIDATE_CACHE = "no-cache";
