// Host configurations written from the same header values `npm start`'s server sends.
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from "../../server/security-headers.mjs";

/** nginx: `add_header` lines for every response, errors included (`always`). */
export function nginxHeaders(headers) {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n");
}

/** A `_headers` file for CDN-style static hosts (Netlify, Cloudflare Pages). */
export function cdnHeaders(headers, pagePaths) {
  const security = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const pages = pagePaths.map((path) => `${path}\n  Cache-Control: ${REVALIDATE_CACHE}`);
  return [
    ["/*", ...security].join("\n"),
    `/assets/*\n  Cache-Control: ${IMMUTABLE_CACHE}`,
    ...pages,
  ].join("\n\n");
}

/**
 * A `_redirects` file: one URL per page, and the 404 pages with their status. The first rule
 * that matches wins, so each language's rules come before English's catch-all `/*`, and the
 * unknown-product rule before its language's own catch-all.
 */
export function cdnRedirects(pagePaths) {
  const slashForms = pagePaths.filter((path) => path !== "/").map((path) => `${path}/ ${path} 301`);
  return [
    ...slashForms,
    "/de/solutions/* /de/solutions/_not-found/index.html 404",
    "/de/* /de/404.html 404",
    "/solutions/* /solutions/_not-found/index.html 404",
    "/* /404.html 404",
  ].join("\n");
}
