// The static build's request handling: sirv serves files and pages, anything else gets its
// language's 404 page, and a page's slash form and file name redirect to it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";
import {
  attachment,
  CSV_CONTENT_TYPE,
  ICON_CONTENT_TYPE,
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
} from "./security-headers.mjs";

/** A product address: slugs have no dots, so a name with one is a file, not a product. */
const UNKNOWN_SOLUTION = /^\/solutions\/[^/.]+$/;
/** Host configuration files in the build folder, for CDNs, not for visitors. */
const HOST_FILES = new Set(["/_headers", "/_redirects"]);

/** The 404 page for a path that matched no file: its language's (by `localePrefixes`). */
export function notFoundPage(pathname, localePrefixes) {
  const prefix = localePrefixes.find((candidate) => pathname.startsWith(`${candidate}/`));
  const rest = prefix ? pathname.slice(prefix.length) : pathname;
  const page = UNKNOWN_SOLUTION.test(rest) ? "solutions/404.html" : "404.html";
  return prefix ? `${prefix.slice(1)}/${page}` : page;
}

/** Hashed build assets never change; everything else is revalidated on every visit. */
export function cacheControl(pathname) {
  return pathname.startsWith("/assets/") ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/** The page a slash form (/prices/) or file name (/prices.html) stands for, if it exists. */
export function pageRedirect(pathname, pagePaths) {
  let page;
  if (pathname === "/index.html") page = "/";
  else if (pathname.endsWith(".html")) page = pathname.slice(0, -".html".length);
  else if (pathname.length > 1 && pathname.endsWith("/")) page = pathname.slice(0, -1);
  return page !== undefined && pagePaths.includes(page) ? page : undefined;
}

function preferredEncoding(acceptEncoding = "") {
  if (/\bbr\b/.test(acceptEncoding)) return { suffix: ".br", name: "br" };
  if (/\bgzip\b/.test(acceptEncoding)) return { suffix: ".gz", name: "gzip" };
  return { suffix: "", name: undefined };
}

/** The raw path of a request, without query; undefined when it is not an origin-form path. */
function requestPath(url = "") {
  const path = url.split("?")[0] ?? "";
  return path.startsWith("/") ? path : undefined;
}

function decodedPath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Whether a path may name a file: pages by their listed paths only, so no page has two URLs. */
export function servable(pathname, pagePaths) {
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (pagePaths.includes(pathname)) return true;
  return lastSegment.includes(".") && !lastSegment.endsWith(".html");
}

/** What the build wrote beside the static folder (integrations/host-files.ts). */
export function readHostConfig(root) {
  return JSON.parse(readFileSync(join(root, "..", "headers.json"), "utf8"));
}

/** Serves `root`, the build's `client` folder; a page in `pageHeaders` (/admin) sends its own. */
export function createSiteHandler(
  root,
  { headers, pagePaths, localePrefixes, downloads, pageHeaders = {} } = readHostConfig(root),
) {
  const setSecurityHeaders = (res, pathname) => {
    const own = pathname !== undefined && Object.hasOwn(pageHeaders, pathname);
    for (const [name, value] of Object.entries(own ? pageHeaders[pathname] : headers)) {
      res.setHeader(name, value);
    }
  };
  const serveFile = sirv(root, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (res, pathname) => {
      res.setHeader("Cache-Control", cacheControl(pathname));
      if (pathname.endsWith(".ico")) res.setHeader("Content-Type", ICON_CONTENT_TYPE);
      const download = downloads[pathname];
      if (download) {
        res.setHeader("Content-Type", CSV_CONTENT_TYPE);
        res.setHeader("Content-Disposition", attachment(download));
      }
    },
  });

  // Read once: the 404 pages are small and fixed for the life of the build.
  const cache = new Map();
  const readVariant = (file, suffix) => {
    const key = file + suffix;
    if (!cache.has(key)) cache.set(key, readFileSync(join(root, key)));
    return cache.get(key);
  };

  const sendNotFound = (req, res, pathname) => {
    const file = notFoundPage(pathname, localePrefixes);
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const body = readVariant(file, encoding.suffix);
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html;charset=utf-8");
    res.setHeader("Cache-Control", REVALIDATE_CACHE);
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding.name) res.setHeader("Content-Encoding", encoding.name);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  return (req, res) => {
    const pathname = requestPath(req.url);
    setSecurityHeaders(res, pathname);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.statusCode = 405;
      res.setHeader("Allow", "GET, HEAD");
      res.end();
      return;
    }
    if (pathname === undefined || HOST_FILES.has(decodedPath(pathname))) {
      sendNotFound(req, res, "/");
      return;
    }
    const page = pageRedirect(pathname, pagePaths);
    if (page) {
      res.statusCode = 301;
      res.setHeader("Location", page);
      res.setHeader("Cache-Control", REVALIDATE_CACHE);
      res.end();
      return;
    }
    if (!servable(pathname, pagePaths)) {
      sendNotFound(req, res, pathname);
      return;
    }
    serveFile(req, res, () => sendNotFound(req, res, pathname));
  };
}
