// Host configurations written from the same header values `npm start`'s server sends.
import {
  attachment,
  CSV_CONTENT_TYPE,
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
} from "../server/security-headers.mjs";

/** nginx: `add_header` lines for every response, errors included (`always`). */
export function nginxHeaders(headers) {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n");
}

/** A page's own `_headers` lines: Pages merges every block a path matches, so detach first. */
function ownHeaderLines(headers, own = {}) {
  return Object.entries(own)
    .filter(([name, value]) => headers[name] !== value)
    .flatMap(([name, value]) => [
      ...(name in headers ? [`  ! ${name}`] : []),
      `  ${name}: ${value}`,
    ]);
}

/** Cloudflare Pages' `_headers`, less the `Access-Control-Allow-Origin: *` and caching it adds. */
export function cdnHeaders(headers, { pagePaths, downloads, pageHeaders = {} }) {
  const security = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const pages = pagePaths.map((path) =>
    [
      path,
      "  ! Cache-Control",
      `  Cache-Control: ${REVALIDATE_CACHE}`,
      ...ownHeaderLines(headers, pageHeaders[path]),
    ].join("\n"),
  );
  const files = Object.entries(downloads).map(([path, fileName]) =>
    [
      path,
      "  ! Content-Type",
      `  Content-Type: ${CSV_CONTENT_TYPE}`,
      `  Content-Disposition: ${attachment(fileName)}`,
    ].join("\n"),
  );
  return [
    ["/*", "  ! Access-Control-Allow-Origin", ...security].join("\n"),
    `/assets/*\n  ! Cache-Control\n  Cache-Control: ${IMMUTABLE_CACHE}`,
    ...pages,
    ...files,
  ].join("\n\n");
}

/** An nginx block: its head, then its lines indented under it. */
function nginxBlock(head, lines) {
  return [
    `${head} {`,
    ...lines.flatMap((line) => line.split("\n")).map((line) => `    ${line}`),
    "}",
  ].join("\n");
}

const revalidate = `add_header Cache-Control "${REVALIDATE_CACHE}" always;`;

/** nginx: a page with headers of its own (/admin); a location that adds headers inherits none. */
export function nginxPageHeaders(pageHeaders) {
  return Object.entries(pageHeaders)
    .map(([path, headers]) =>
      nginxBlock(`location = ${path}`, [
        nginxHeaders(headers),
        revalidate,
        `try_files ${path}.html =404;`,
      ]),
    )
    .join("\n");
}

/** nginx: each CSV price list typed as text and saved under its file name. */
export function nginxDownloads(downloads, headers) {
  return Object.entries(downloads)
    .map(([path, fileName]) =>
      nginxBlock(`location = ${path}`, [
        nginxHeaders(headers),
        revalidate,
        `add_header Content-Disposition '${attachment(fileName)}' always;`,
        "types { }",
        `default_type "${CSV_CONTENT_TYPE}";`,
      ]),
    )
    .join("\n");
}

/**
 * nginx: each other language's prefix, so its unknown paths get its 404 pages. `^~` keeps the
 * server's regex locations out, so the nested ones repeat them.
 */
export function nginxLocales(localePrefixes, headers) {
  const page = [nginxHeaders(headers), revalidate];
  /** A page's file name or slash form: a redirect to the page if it exists, else 404. */
  const redirect = (name) => [
    ...page,
    nginxBlock(`if ($${name} ~ "/404$")`, ["return 404;"]),
    nginxBlock(`if (-f $document_root$${name}.html)`, [`return 301 $${name};`]),
    "return 404;",
  ];
  return localePrefixes
    .map((prefix) => {
      const inRegex = prefix.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const notFound = `${prefix}/404.html`;
      const solutionNotFound = `${prefix}/solutions/404.html`;
      return [
        // The 404 pages' files are never requested by name: their names answer 404.
        ...[notFound, solutionNotFound].map((file) =>
          nginxBlock(`location = ${file}`, [...page, `error_page 404 ${notFound};`, "internal;"]),
        ),
        nginxBlock(`location ^~ ${prefix}/`, [
          ...page,
          `error_page 404 ${notFound};`,
          "try_files $uri $uri.html =404;",
          nginxBlock(`location ~ "/\\."`, ["return 404;"]),
          nginxBlock(
            `location ~ "^(?<locale_page>${inRegex}/[A-Za-z0-9/_-]+)\\.html$"`,
            redirect("locale_page"),
          ),
          nginxBlock(`location = ${prefix}/404`, ["return 404;"]),
          nginxBlock(`location = ${prefix}/solutions/404`, [
            `error_page 404 ${solutionNotFound};`,
            "return 404;",
          ]),
          nginxBlock(`location ~ "^${inRegex}/solutions/[^/.]+$"`, [
            ...page,
            `error_page 404 ${solutionNotFound};`,
            "try_files $uri $uri.html =404;",
          ]),
          nginxBlock(
            `location ~ "^(?<locale_slash>${inRegex}(?:/[A-Za-z0-9_-]+)*)/$"`,
            redirect("locale_slash"),
          ),
        ]),
      ].join("\n");
    })
    .join("\n");
}
