import { readFileSync } from "node:fs";
import { CLIENT_DIR, pageFile } from "./build.ts";
import type { RawRequest } from "./http.ts";
import { localePaths, locales, localeSettings, type Locale } from "./content.ts";
import { pagePaths } from "./pages.ts";

// What a browser, a crawler or a probe gets back, the same from the Node server and nginx
// (server.spec.ts). Every answer also carries every security header, and no Location unless named.

export interface ExpectedResponse {
  /** The step's name, when method and path do not say it well. */
  label?: string;
  method?: "GET" | "HEAD" | "POST" | "PUT" | "DELETE" | "OPTIONS";
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
  /** The build/client file the decoded body equals; a GET's 200 is the file of its path. */
  bodyFile?: string;
  emptyBody?: boolean;
}

const REVALIDATE = "no-cache";

const page = { status: 200, type: "text/html", cacheControl: REVALIDATE } as const;
const notFound = { ...page, status: 404, bodyFile: pageFile(localePaths.en.notFound) } as const;
const redirect = (path: string, location: string) =>
  ({ path, status: 301, location, cacheControl: REVALIDATE }) as const;

/** Unknown paths under a language's prefix: its own 404 pages, and no page has a second URL. */
function unknownPaths(locale: Locale): ExpectedResponse[] {
  const { prefix } = localeSettings[locale];
  const paths = localePaths[locale];
  const page = { ...notFound, bodyFile: pageFile(paths.notFound) };
  const product = { ...notFound, bodyFile: pageFile(paths.unknownSolution) };
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
    ...["gzip", "br"].map((encoding) => ({
      path: `${prefix}/nope`,
      headers: { "Accept-Encoding": encoding },
      contentEncoding: encoding,
      ...page,
    })),
    { path: paths.solution("nope"), ...product },
    { path: paths.unknownSolution, ...product },
    ...pages.map((rest) => ({ path: `${prefix}${rest}`, ...page })),
    ...products.map((rest) => ({ path: `${prefix}/solutions${rest}`, ...page })),
    { method: "HEAD", path: `${prefix}/nope`, ...notFound, bodyFile: undefined, emptyBody: true },
  ];
}

/** A file in each encoding a browser may ask for: the build's twins, the same bytes decoded. */
const twins = (path: string, type: string, bodyFile = path.slice(1)) =>
  ["br", "gzip", "identity"].map((encoding) => ({
    path,
    headers: { "Accept-Encoding": encoding },
    ...page,
    type,
    vary: "Accept-Encoding",
    bodyFile,
    contentEncoding: encoding === "identity" ? null : encoding,
  }));

export const EXPECTED_RESPONSES: readonly ExpectedResponse[] = [
  // Each language's home page and price list download, and a HEAD.
  ...locales.flatMap((locale) => {
    const paths = localePaths[locale];
    return [
      ...twins(paths.home, "text/html", pageFile(paths.home)),
      ...twins(paths.priceListCsv, "text/csv"),
      { method: "HEAD", path: paths.prices, ...page, emptyBody: true } as const,
    ];
  }),

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
  { path: "/prices.json", status: 200, type: "application/json", cacheControl: REVALIDATE },
  { path: "/prices.schema.json", status: 200, type: "application/json", cacheControl: REVALIDATE },
  { path: "/.well-known/security.txt", status: 200, type: "text/plain", cacheControl: REVALIDATE },
  {
    label: "the island's module the price page names",
    path: () =>
      /component-url="(\/assets\/[^"]+\.js)"/.exec(
        readFileSync(`${CLIENT_DIR}prices.html`, "utf8"),
      )?.[1] ?? "/assets/none-named.js",
    status: 200,
    type: "text/javascript",
    cacheControl: "public, max-age=31536000, immutable",
  },

  // A page's file name and slash form redirect to the page, by path only: no page has two URLs.
  ...pagePaths.map((path) => redirect(`/${pageFile(path)}`, path)),
  ...pagePaths.filter((path) => path !== "/").map((path) => redirect(`${path}/`, path)),

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

type Headers = Record<string, string>;
const builtHeaders = () =>
  JSON.parse(readFileSync(`${CLIENT_DIR}../headers.json`, "utf8")) as {
    headers: Headers;
    pageHeaders: Record<string, Headers>;
  };

/** The security headers of this build, which every answer carries (the CSP hashes its scripts). */
export const securityHeaders = (): Headers => builtHeaders().headers;

/** The headers a page sends in place of those (the editor's own CSP and noindex). */
export function pageHeaders(path: string): Headers {
  const headers = builtHeaders().pageHeaders[path];
  if (!headers) throw new Error(`build/headers.json gives ${path} no headers of its own`);
  return headers;
}

/** The request a row stands for, against the build on disk. */
export function requestFor(row: ExpectedResponse): RawRequest {
  return {
    method: row.method ?? "GET",
    path: typeof row.path === "function" ? row.path() : row.path,
    headers: { "Accept-Encoding": "gzip, deflate, br", ...row.headers },
  };
}

/** A short, unique-enough test title. */
export function describeRow(row: ExpectedResponse): string {
  const target = row.label ?? (typeof row.path === "string" ? row.path : "an asset");
  const encoding = row.headers?.["Accept-Encoding"];
  const asked = encoding ? ` (Accept-Encoding: ${encoding})` : "";
  return `${row.method ?? "GET"} ${target}${asked} → ${row.status}`;
}
