import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startNginx, type RunningNginx } from "./support/nginx";

// deploy/nginx/tesseris.conf, run by a real nginx, must answer every request as `npm start`'s Node
// server (the Playwright webServer) does: same status, redirect, headers and page.

const BUILD_DIR = fileURLToPath(new URL("../../build/", import.meta.url));
const INDEX_HTML = `${BUILD_DIR}client/index.html`;
const NOT_FOUND_TEXT = "Oops! Page not found";
const SOLUTION_NOT_FOUND_TEXT = "Solution not found.";
const IMMUTABLE = "public, max-age=31536000, immutable";

/** What a response is compared by: lower-case header names, the body decoded. */
interface Snapshot {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface Server {
  name: string;
  baseURL: string;
  request: APIRequestContext;
}

// One nginx for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

let nginx: RunningNginx | undefined;
let servers: { nginx: Server; node: Server } | undefined;
let securityHeaders: Record<string, string> = {};

test.beforeAll(async ({ playwright }, testInfo) => {
  const nodeBaseURL = testInfo.project.use.baseURL;
  if (!nodeBaseURL) throw new Error("the Playwright project has no baseURL (the Node server)");
  const built = JSON.parse(readFileSync(`${BUILD_DIR}headers.json`, "utf8")) as {
    headers: Record<string, string>;
  };
  securityHeaders = built.headers;

  nginx = await startNginx();
  const context = (baseURL: string) => playwright.request.newContext({ baseURL, maxRedirects: 0 });
  servers = {
    nginx: { name: "nginx", baseURL: nginx.baseURL, request: await context(nginx.baseURL) },
    node: { name: "node", baseURL: nodeBaseURL, request: await context(nodeBaseURL) },
  };
});

test.afterAll(async () => {
  await servers?.nginx.request.dispose();
  await servers?.node.request.dispose();
  await nginx?.stop();
});

/** nginx and the Node server, as beforeAll started and reached them. */
function started(): { nginx: Server; node: Server } {
  if (!servers) throw new Error("beforeAll did not start nginx");
  return servers;
}

async function snapshot(response: APIResponse): Promise<Snapshot> {
  return { status: response.status(), headers: response.headers(), body: await response.body() };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

function flatten(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}

/**
 * GET with the path sent byte for byte. Playwright parses URLs as browsers do, which turns
 * `/%2e%2e/` into `/..` and resolves it away, and `\` into `/`; node:http sends what it is given.
 */
function rawGet(baseURL: string, path: string): Promise<Snapshot> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, path, headers: { "Accept-Encoding": "gzip, deflate, br" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const headers = flatten(response.headers);
          resolve({
            status: response.statusCode ?? 0,
            headers,
            body: decode(Buffer.concat(chunks), headers["content-encoding"]),
          });
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** Whether a browser-style URL parser leaves `path` as it is. */
function survivesUrlParsing(path: string): boolean {
  const url = new URL(`http://host${path}`);
  return `${url.pathname}${url.search}` === path;
}

async function get(server: Server, path: string): Promise<Snapshot> {
  // An absolute URL, so that `//evil.example/` stays a path and never names a host.
  if (survivesUrlParsing(path)) return snapshot(await server.request.get(server.baseURL + path));
  return rawGet(server.baseURL, path);
}

/** The media type alone; RFC 9239 makes application/javascript an alias of text/javascript. */
function mediaType(contentType: string | undefined): string | undefined {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type === "application/javascript" ? "text/javascript" : type;
}

interface Expected {
  status: number;
  location?: string;
  cacheControl?: string;
  mediaType?: string;
  text?: string;
}

/** Requests `path` from both servers and checks that they answer alike, and as expected. */
async function expectSameAnswer(path: string, expected: Expected): Promise<void> {
  const { nginx: nginxServer, node: nodeServer } = started();
  const [fromNginx, fromNode] = await Promise.all([get(nginxServer, path), get(nodeServer, path)]);

  for (const [name, answer] of [
    ["nginx", fromNginx],
    ["node", fromNode],
  ] as const) {
    expect(answer.status, `${name} status`).toBeLessThan(500);
    expect(answer.status, `${name} status`).toBe(expected.status);
    for (const [header, value] of Object.entries(securityHeaders)) {
      expect(answer.headers[header.toLowerCase()], `${name} ${header}`).toBe(value);
    }
    const location = answer.headers["location"];
    expect(location, `${name} Location`).toBe(expected.location);
    if (location !== undefined) {
      expect(location.startsWith("/") && !location.startsWith("//")).toBe(true);
      expect(location).not.toContain("\\");
    }
    if (expected.cacheControl) {
      expect(answer.headers["cache-control"], `${name} Cache-Control`).toBe(expected.cacheControl);
    }
  }

  expect(fromNginx.status, "status").toBe(fromNode.status);
  expect(fromNginx.headers["location"], "Location").toBe(fromNode.headers["location"]);
  expect(fromNginx.headers["cache-control"], "Cache-Control").toBe(
    fromNode.headers["cache-control"],
  );

  // Redirects and refusals carry no page: nginx writes a few lines of HTML of its own.
  if (fromNode.status === 200 || fromNode.status === 404) {
    const type = mediaType(fromNginx.headers["content-type"]);
    expect(type, "Content-Type").toBe(mediaType(fromNode.headers["content-type"]));
    if (expected.mediaType) expect(type, "Content-Type").toBe(expected.mediaType);
    expect(fromNginx.body.equals(fromNode.body), "the same body").toBe(true);
    if (expected.text) expect(fromNginx.body.toString("utf8")).toContain(expected.text);
  }
}

const page = { status: 200, cacheControl: "no-cache", mediaType: "text/html" };
const notFound = {
  status: 404,
  cacheControl: "no-cache",
  mediaType: "text/html",
  text: NOT_FOUND_TEXT,
};

const CASES: [path: string, expected: Expected][] = [
  ["/", page],
  ["/prices", page],
  ["/solutions/citros", page],
  ["/terms", page],
  ["/favicon.svg", { status: 200, cacheControl: "no-cache", mediaType: "image/svg+xml" }],
  ["/.well-known/security.txt", { status: 200, cacheControl: "no-cache", mediaType: "text/plain" }],
  ["/nope", notFound],
  ["/solutions/nope", { ...notFound, text: SOLUTION_NOT_FOUND_TEXT }],
  ["/solutions/nope/deeper", notFound],
  ["/solutions", notFound],
  ["/solutions/", notFound],
  ["/assets/", notFound],
  ["/assets/nope.js", notFound],
  ["/prices/", { status: 301, location: "/prices", cacheControl: "no-cache" }],
  ["/solutions/citros/", { status: 301, location: "/solutions/citros", cacheControl: "no-cache" }],
  ["/nope/", notFound],
  ["//evil.example/", notFound],
  ["/\\evil.example/", notFound],
  ["/%2F%2Fevil.example/", notFound],
  ["/%5Cevil.example/", notFound],
  ["/%2e%2e/%2e%2e/etc/passwd", notFound],
  ["/../../package.json", notFound],
  ["/..%2f..%2fpackage.json", notFound],
  ["/%00", notFound],
  ["/a%5Cb", notFound],
  [`/${"a".repeat(2_999)}`, notFound],
  ["/_headers", notFound],
  ["/_redirects", notFound],
  ["/%5Fheaders", notFound],
  ["/index", notFound],
  ["/404", notFound],
  ["/solutions/_not-found", { ...notFound, text: SOLUTION_NOT_FOUND_TEXT }],
  ["/.env", notFound],
  ["/.git/config", notFound],
];

test.describe("nginx answers as the Node server", () => {
  for (const [path, expected] of CASES) {
    const label = path.length > 60 ? `a ${path.length}-character path` : path;
    test(`${label} → ${expected.status}`, async () => {
      await expectSameAnswer(path, expected);
    });
  }

  test("hashed assets named in the home page", async () => {
    const html = (await get(started().node, "/")).body.toString("utf8");
    // The page imports its modules from /assets/ once it has painted.
    const js = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    const style = html.match(/<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(js, "a module script under /assets/").toBeDefined();
    expect(style, "a stylesheet under /assets/").toBeDefined();

    const asset = { status: 200, cacheControl: IMMUTABLE };
    await expectSameAnswer(js ?? "", { ...asset, mediaType: "text/javascript" });
    await expectSameAnswer(style ?? "", { ...asset, mediaType: "text/css" });
  });

  test("HEAD answers like GET, without a body", async () => {
    for (const server of [started().nginx, started().node]) {
      const response = await server.request.head("/prices");
      expect(response.status(), server.name).toBe(200);
      expect(response.headers()["cache-control"], server.name).toBe("no-cache");
      expect((await response.body()).length, server.name).toBe(0);
    }
  });

  test("other methods answer 405 and name the allowed ones", async () => {
    for (const server of [started().nginx, started().node]) {
      for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
        const response = await server.request.fetch("/prices", { method });
        expect(response.status(), `${server.name} ${method}`).toBe(405);
        expect(response.headers()["allow"], `${server.name} ${method}`).toBe("GET, HEAD");
        for (const [header, value] of Object.entries(securityHeaders)) {
          expect(response.headers()[header.toLowerCase()], `${server.name} ${header}`).toBe(value);
        }
      }
    }
  });
});

test.describe("nginx sends the precompressed twins", () => {
  const cases = [
    { acceptEncoding: "br", contentEncoding: "br" },
    { acceptEncoding: "gzip", contentEncoding: "gzip" },
    { acceptEncoding: "identity", contentEncoding: undefined },
  ];

  for (const { acceptEncoding, contentEncoding } of cases) {
    test(`Accept-Encoding ${acceptEncoding} gets ${contentEncoding ?? "no"} encoding`, async () => {
      const brotliMissing = contentEncoding === "br" && !nginx?.brotli;
      test.skip(brotliMissing, "nginx has no brotli_static (libnginx-mod-http-brotli-static)");

      const response = await started().nginx.request.get("/", {
        headers: { "Accept-Encoding": acceptEncoding },
      });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-encoding"]).toBe(contentEncoding);
      expect(response.headers()["vary"]).toBe("Accept-Encoding");
      expect(mediaType(response.headers()["content-type"])).toBe("text/html");
      expect(await response.body()).toEqual(readFileSync(INDEX_HTML));
    });
  }

  test("the 404 page is compressed too, and keeps its status", async () => {
    const response = await started().nginx.request.get("/nope", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.status()).toBe(404);
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(await response.text()).toContain(NOT_FOUND_TEXT);
  });
});

test("nginx keeps CDN config files private however their names are spelled", async () => {
  // Percent-encoded forms decode to the same file; nginx matches the decoded path.
  for (const path of ["/_headers", "/%5Fheaders", "/%5fredirects", "/_headers/", "/_headers.gz"]) {
    const answer = await get(started().nginx, path);
    expect(answer.status, path).toBe(404);
    expect(answer.body.toString("utf8"), path).toContain(NOT_FOUND_TEXT);
  }
});
