import { readFileSync } from "node:fs";
import { CLIENT_DIR } from "./build.ts";
import type { RawRequest } from "./http.ts";
import { contentOf } from "./content.ts";

const { solution: germanSolutionPageText } = contentOf.de;
const germanUi = contentOf.de.chrome.ui;

// What a visitor's browser, a crawler or a probe gets back for each request, the same from
// `npm start`'s Node server and from nginx with deploy/nginx/tesseris.conf (server.spec.ts runs
// every row against both). Besides what a row names, every answer carries every security header
// of build/headers.json, and a Location header only where the row names one.

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "DELETE" | "OPTIONS";

export interface ExpectedResponse {
  /** What the test is called, when method and path do not say it well. */
  label?: string;
  method?: Method;
  /** Sent byte for byte; a function for paths known only once the site is built. */
  path: string | (() => string);
  /** Request headers beyond the browser-like `Accept-Encoding: gzip, deflate, br`. */
  headers?: Record<string, string>;

  status: number;
  /** Media type, without parameters. */
  type?: string;
  cacheControl?: string;
  /** The redirect target; when absent, the answer must have no Location. */
  location?: string;
  /** `null`: the body must be sent as it is, with no Content-Encoding. */
  contentEncoding?: string | null;
  vary?: string;
  allow?: string;
  /** The whole Content-Type, parameters included, where they matter (the CSV's charset). */
  contentType?: string;
  contentDisposition?: string;
  /** Text the decoded body must contain. */
  text?: string;
  /** A file of build/client the decoded body must equal byte for byte. */
  bodyFile?: string;
  /** HEAD: headers only. */
  emptyBody?: boolean;
}

export const NOT_FOUND_TEXT = "Oops! Page not found";
export const SOLUTION_NOT_FOUND_TEXT = "Solution not found.";
export const GERMAN_NOT_FOUND_TEXT = germanUi.errors.notFound.title;
export const GERMAN_SOLUTION_NOT_FOUND_TEXT = germanSolutionPageText.notFound.title;
const REVALIDATE = "no-cache";
const IMMUTABLE = "public, max-age=31536000, immutable";

const page = { status: 200, type: "text/html", cacheControl: REVALIDATE } as const;
const notFound = {
  status: 404,
  type: "text/html",
  cacheControl: REVALIDATE,
  text: NOT_FOUND_TEXT,
} as const;
const solutionNotFound = { ...notFound, text: SOLUTION_NOT_FOUND_TEXT } as const;
// German stand-ins are pinned to their files too: the English page must never stand in for them.
const germanNotFound = {
  ...notFound,
  text: GERMAN_NOT_FOUND_TEXT,
  bodyFile: "de/404.html",
} as const;
const germanSolutionNotFound = {
  ...notFound,
  text: GERMAN_SOLUTION_NOT_FOUND_TEXT,
  bodyFile: "de/solutions/404.html",
} as const;
const precompressed = { ...page, vary: "Accept-Encoding", bodyFile: "index.html" } as const;
const germanPrecompressed = { ...precompressed, bodyFile: "de.html" } as const;

/** The first path under /assets/ that the built `file` names and `pattern` matches. */
function builtAsset(file: string, pattern: RegExp): () => string {
  return () => {
    const html = readFileSync(`${CLIENT_DIR}${file}`, "utf8");
    const path = html.match(pattern)?.[1];
    if (!path) throw new Error(`build/client/${file} names no asset matching ${pattern}`);
    return path;
  };
}

export const EXPECTED_RESPONSES: readonly ExpectedResponse[] = [
  // Pages, with the twins the build wrote: the same bytes whatever the encoding.
  { path: "/", headers: { "Accept-Encoding": "br" }, ...precompressed, contentEncoding: "br" },
  { path: "/", headers: { "Accept-Encoding": "gzip" }, ...precompressed, contentEncoding: "gzip" },
  {
    path: "/",
    headers: { "Accept-Encoding": "identity" },
    ...precompressed,
    contentEncoding: null,
  },
  { path: "/prices", ...page, text: "<title>Prices ·" },
  { path: "/solutions/citros", ...page, text: "<title>Citros ·" },
  { path: "/terms", ...page, text: "<title>Terms of use ·" },
  { path: "/privacy", ...page, text: "<title>Privacy ·" },
  { path: "/security", ...page, text: "<title>Security ·" },
  { method: "HEAD", path: "/prices", ...page, emptyBody: true },

  // German pages: the same paths under /de, the same twins.
  {
    path: "/de",
    headers: { "Accept-Encoding": "br" },
    ...germanPrecompressed,
    contentEncoding: "br",
  },
  {
    path: "/de",
    headers: { "Accept-Encoding": "gzip" },
    ...germanPrecompressed,
    contentEncoding: "gzip",
  },
  {
    path: "/de",
    headers: { "Accept-Encoding": "identity" },
    ...germanPrecompressed,
    contentEncoding: null,
  },
  { path: "/de", ...page, text: '<html lang="de-AT"' },
  { path: "/de/prices", ...page, text: "<title>Preise ·" },
  { path: "/de/solutions/citros", ...page, text: "<title>Citros ·" },
  { path: "/de/terms", ...page, text: "<title>Nutzungsbedingungen ·" },
  { path: "/de/privacy", ...page, text: "<title>Datenschutzerklärung ·" },
  { path: "/de/security", ...page, text: "<title>Sicherheit ·" },
  { path: "/de/imprint", ...page, text: "<title>Impressum ·" },
  { method: "HEAD", path: "/de/prices", ...page, emptyBody: true },

  // A static site takes no input.
  ...(["POST", "PUT", "DELETE", "OPTIONS"] as const).map((method) => ({
    method,
    path: "/prices",
    status: 405,
    allow: "GET, HEAD",
  })),

  // Files: hashed assets are cached for a year, everything else is revalidated.
  { path: "/favicon.svg", status: 200, type: "image/svg+xml", cacheControl: REVALIDATE },
  // Drawn at build time from favicon.svg: browsers and phones ask for them by name.
  { path: "/favicon.ico", status: 200, type: "image/x-icon", cacheControl: REVALIDATE },
  { path: "/apple-touch-icon.png", status: 200, type: "image/png", cacheControl: REVALIDATE },
  // The price list for machines and its JSON Schema.
  {
    path: "/prices.json",
    status: 200,
    type: "application/json",
    cacheControl: REVALIDATE,
    bodyFile: "prices.json",
  },
  { path: "/prices.schema.json", status: 200, type: "application/json", cacheControl: REVALIDATE },
  { path: "/.well-known/security.txt", status: 200, type: "text/plain", cacheControl: REVALIDATE },
  // The price lists, as CSV files with their twins; the page links them for download.
  ...(
    [
      ["/prices.csv", contentOf.en.prices.explorer.csv.fileName],
      ["/de/prices.csv", contentOf.de.prices.explorer.csv.fileName],
    ] as const
  ).flatMap(([path, fileName]) => [
    {
      path,
      contentType: "text/csv; charset=utf-8",
      contentDisposition: `attachment; filename="${fileName}"`,
      headers: { "Accept-Encoding": "br" },
      status: 200,
      type: "text/csv",
      cacheControl: REVALIDATE,
      contentEncoding: "br",
      vary: "Accept-Encoding",
      bodyFile: path.slice(1),
    },
    {
      path,
      headers: { "Accept-Encoding": "identity" },
      status: 200,
      type: "text/csv",
      cacheControl: REVALIDATE,
      contentEncoding: null,
      bodyFile: path.slice(1),
    },
  ]),
  {
    label: "the island's module the price page names",
    path: builtAsset("prices.html", /component-url="(\/assets\/[^"]+\.js)"/),
    status: 200,
    type: "text/javascript",
    cacheControl: IMMUTABLE,
  },
  {
    label: "the stylesheet the home page names",
    path: builtAsset("index.html", /<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/),
    status: 200,
    type: "text/css",
    cacheControl: IMMUTABLE,
  },

  // A page's file name redirects to the page, by path only: no page has two URLs.
  { path: "/index.html", status: 301, location: "/", cacheControl: REVALIDATE },
  { path: "/prices.html", status: 301, location: "/prices", cacheControl: REVALIDATE },
  {
    path: "/solutions/citros.html",
    status: 301,
    location: "/solutions/citros",
    cacheControl: REVALIDATE,
  },
  { path: "/de.html", status: 301, location: "/de", cacheControl: REVALIDATE },
  { path: "/de/prices.html", status: 301, location: "/de/prices", cacheControl: REVALIDATE },

  // A page's slash form redirects to the page, by path only.
  { path: "/prices/", status: 301, location: "/prices", cacheControl: REVALIDATE },
  {
    path: "/solutions/citros/",
    status: 301,
    location: "/solutions/citros",
    cacheControl: REVALIDATE,
  },
  { path: "/de/", status: 301, location: "/de", cacheControl: REVALIDATE },
  { path: "/de/prices/", status: 301, location: "/de/prices", cacheControl: REVALIDATE },
  {
    path: "/de/solutions/citros/",
    status: 301,
    location: "/de/solutions/citros",
    cacheControl: REVALIDATE,
  },

  // Unknown paths: the prerendered 404 pages, with status 404, compressed like any page.
  { path: "/nope", ...notFound },
  { path: "/nope", headers: { "Accept-Encoding": "gzip" }, ...notFound, contentEncoding: "gzip" },
  { path: "/solutions/nope", ...solutionNotFound },
  { path: "/solutions/404", ...solutionNotFound },
  { path: "/solutions/nope.html", ...notFound },
  { path: "/solutions/404.html", ...notFound },
  { path: "/solutions/nope/deeper", ...notFound },
  { path: "/solutions", ...notFound },
  { path: "/solutions/", ...notFound },
  { path: "/nope/", ...notFound },
  { path: "/assets/", ...notFound },
  { path: "/assets/nope.js", ...notFound },
  // No page has a second URL.
  { path: "/index", ...notFound },
  { path: "/404", ...notFound },
  { path: "/404/", ...notFound },
  { path: "/solutions/404/", ...notFound },
  { path: "/404.html", ...notFound },

  // Unknown paths under /de: the German 404 pages, with status 404.
  { path: "/de/nope", ...germanNotFound },
  {
    path: "/de/nope",
    headers: { "Accept-Encoding": "gzip" },
    ...germanNotFound,
    contentEncoding: "gzip",
  },
  {
    path: "/de/nope",
    headers: { "Accept-Encoding": "br" },
    ...germanNotFound,
    contentEncoding: "br",
  },
  { path: "/de/a/b", ...germanNotFound },
  { path: "/de/solutions/nope", ...germanSolutionNotFound },
  { path: "/de/solutions/404", ...germanSolutionNotFound },
  { path: "/de/solutions/404.html", ...germanNotFound },
  { path: "/de/404.html", ...germanNotFound },
  { path: "/de/solutions/nope/deeper", ...germanNotFound },
  { path: "/de/solutions", ...germanNotFound },
  { path: "/de/solutions/", ...germanNotFound },
  { path: "/de/nope/", ...germanNotFound },
  { path: "/de/assets/nope.js", ...germanNotFound },
  { path: "/de/.env", ...germanNotFound },
  { path: "/de/index", ...germanNotFound },
  { path: "/de/404", ...germanNotFound },
  { path: "/de/404/", ...germanNotFound },
  { path: "/de/solutions/404/", ...germanNotFound },
  {
    method: "HEAD",
    path: "/de/nope",
    status: 404,
    type: "text/html",
    cacheControl: REVALIDATE,
    emptyBody: true,
  },
  // Paths that only begin with the letters "de" are English.
  { path: "/dex", ...notFound },
  { path: "/design", ...notFound },
  { path: "/dex/", ...notFound },
  { path: "/design/solutions/nope", ...notFound },

  // Paths that try to reach another host or a file outside the site.
  { path: "//evil.example/", ...notFound },
  { path: "/\\evil.example/", ...notFound },
  { path: "/%2F%2Fevil.example/", ...notFound },
  { path: "/%5Cevil.example/", ...notFound },
  { path: "/%2e%2e/%2e%2e/etc/passwd", ...notFound },
  { path: "/../../package.json", ...notFound },
  { path: "/..%2f..%2fpackage.json", ...notFound },
  { path: "/%00", ...notFound },
  { path: "/a%5Cb", ...notFound },
  { label: "a 3,000-character path", path: `/${"a".repeat(2_999)}`, ...notFound },
  { path: "/.env", ...notFound },
  { path: "/.git/config", ...notFound },

  // Host configuration for CDNs lies beside the pages; no spelling of its name reaches it.
  { path: "/_headers", ...notFound },
  { path: "/%5Fheaders", ...notFound },
  { path: "/_headers/", ...notFound },
  { path: "/_headers.gz", ...notFound },
];

/** The security headers of this build, which every answer carries (the CSP hashes its scripts). */
export function securityHeaders(): Record<string, string> {
  const built = JSON.parse(readFileSync(`${CLIENT_DIR}../headers.json`, "utf8")) as {
    headers: Record<string, string>;
  };
  return built.headers;
}

/**
 * The headers a page of its own sends in place of the security headers (the editor at /admin,
 * with its own CSP and noindex), as this build wrote them.
 */
export function pageHeaders(path: string): Record<string, string> {
  const built = JSON.parse(readFileSync(`${CLIENT_DIR}../headers.json`, "utf8")) as {
    pageHeaders: Record<string, Record<string, string>>;
  };
  const headers = built.pageHeaders[path];
  if (!headers) throw new Error(`build/headers.json gives ${path} no headers of its own`);
  return headers;
}

/** What a browser sends unless a row says otherwise. */
const DEFAULT_HEADERS = { "Accept-Encoding": "gzip, deflate, br" };

/** The request a row stands for, against the build on disk. */
export function requestFor(row: ExpectedResponse): RawRequest {
  return {
    method: row.method ?? "GET",
    path: typeof row.path === "function" ? row.path() : row.path,
    headers: { ...DEFAULT_HEADERS, ...row.headers },
  };
}

/** A short, unique-enough test title. */
export function describeRow(row: ExpectedResponse): string {
  const target = row.label ?? (typeof row.path === "string" ? row.path : "an asset");
  const encoding = row.headers?.["Accept-Encoding"];
  const asked = encoding ? ` (Accept-Encoding: ${encoding})` : "";
  return `${row.method ?? "GET"} ${target}${asked} → ${row.status}`;
}
