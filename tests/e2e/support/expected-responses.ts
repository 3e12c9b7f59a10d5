import { readFileSync } from "node:fs";
import { CLIENT_DIR, pageFile } from "./build.ts";
import type { RawRequest } from "./http.ts";
import { contentOf, localePaths, locales, localeSettings, type Locale } from "./content.ts";

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

const REVALIDATE = "no-cache";
const IMMUTABLE = "public, max-age=31536000, immutable";

const page = { status: 200, type: "text/html", cacheControl: REVALIDATE } as const;
const notFound = {
  status: 404,
  type: "text/html",
  cacheControl: REVALIDATE,
  text: "Oops! Page not found",
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

/**
 * Unknown paths of a language, under its prefix: its own 404 pages, pinned to their files, so
 * another language's page never stands in for them; and no page has a second URL.
 */
function unknownPaths(locale: Locale): ExpectedResponse[] {
  const { prefix } = localeSettings[locale];
  const paths = localePaths[locale];
  const { chrome, solution } = contentOf[locale];
  const page = {
    ...notFound,
    text: chrome.ui.errors.notFound.title,
    bodyFile: pageFile(paths.notFound),
  };
  const product = {
    ...notFound,
    text: solution.notFound.title,
    bodyFile: pageFile(paths.unknownSolution),
  };
  const pages = [
    "/a/b",
    "/nope/",
    "/assets/nope.js",
    "/.env",
    "/index",
    "/404",
    "/404/",
    "/404.html",
  ];
  const products = ["/nope.html", "/404.html", "/nope/deeper", "", "/", "/404/"];
  return [
    ...[undefined, "gzip", "br"].map((encoding) => ({
      path: `${prefix}/nope`,
      ...(encoding && { headers: { "Accept-Encoding": encoding }, contentEncoding: encoding }),
      ...page,
    })),
    { path: paths.solution("nope"), ...product },
    { path: paths.unknownSolution, ...product },
    ...pages.map((rest) => ({ path: `${prefix}${rest}`, ...page })),
    ...products.map((rest) => ({ path: `${prefix}/solutions${rest}`, ...page })),
    { method: "HEAD", path: `${prefix}/nope`, ...notFound, text: undefined, emptyBody: true },
  ];
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

  // Unknown paths: each language's prerendered 404 pages, with status 404, compressed like any page.
  ...locales.flatMap(unknownPaths),
  { path: "/assets/", ...notFound },

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
