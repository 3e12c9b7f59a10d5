// Request handling for the static build: sirv serves files (with their precompressed twins);
// paths that match no file get the prerendered 404 page, or the unknown-product page, with status 404.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";

const ONE_YEAR_SECONDS = 31_536_000;
const UNKNOWN_SOLUTION = /^\/solutions\/[^/]+$/;

/** The prerendered page to send, with status 404, for a path that matched no file. */
export function notFoundPage(pathname) {
  return UNKNOWN_SOLUTION.test(pathname) ? "solutions/_not-found/index.html" : "404/index.html";
}

/** Hashed build assets never change; everything else is revalidated on every visit. */
export function cacheControl(pathname) {
  return pathname.startsWith("/assets/")
    ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
    : "no-cache";
}

function preferredEncoding(acceptEncoding = "") {
  if (/\bbr\b/.test(acceptEncoding)) return { suffix: ".br", name: "br" };
  if (/\bgzip\b/.test(acceptEncoding)) return { suffix: ".gz", name: "gzip" };
  return { suffix: "", name: undefined };
}

export function createSiteHandler(root) {
  const serveFile = sirv(root, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (res, pathname) => res.setHeader("Cache-Control", cacheControl(pathname)),
  });

  // Read once: the 404 pages are small and fixed for the life of the build.
  const cache = new Map();
  const readVariant = (file, suffix) => {
    const key = file + suffix;
    if (!cache.has(key)) cache.set(key, readFileSync(join(root, key)));
    return cache.get(key);
  };

  const sendNotFound = (req, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    const file = notFoundPage(pathname);
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const body = readVariant(file, encoding.suffix);
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html;charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding.name) res.setHeader("Content-Encoding", encoding.name);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  return (req, res) => serveFile(req, res, () => sendNotFound(req, res));
}
