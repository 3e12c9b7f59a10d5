import { expect, test } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { connect, type ConnectionOptions } from "node:tls";
import {
  EXPECTED_RESPONSES,
  describeRow,
  requestFor,
  securityHeaders,
} from "./support/expected-responses.ts";
import { mediaType, send } from "./support/http.ts";
import { startNginx, type RunningNginx } from "./support/nginx.ts";
import { pagePaths } from "./support/pages.ts";
import { TLS, TLS_HOST } from "./support/test-tls.ts";

// server.spec.ts holds both servers to the table of expected responses. What a table cannot
// pin is the page itself: for every row that sends one, nginx must send the very bytes `npm
// start`'s Node server sends, so the deploy config serves the build and nothing of its own.

// One nginx for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

let nginx: RunningNginx | undefined;
test.beforeAll(async () => {
  nginx = await startNginx();
});
test.afterAll(async () => {
  await nginx?.stop();
});

const WITH_PAGE = EXPECTED_RESPONSES.filter(
  (row) => (row.method ?? "GET") === "GET" && (row.status === 200 || row.status === 404),
);

test("the comparison covers both languages' pages and 404 pages", () => {
  const covered = (status: number, german: boolean) =>
    WITH_PAGE.some((row) => {
      const path = typeof row.path === "string" ? row.path : "";
      return row.status === status && (path === "/de" || path.startsWith("/de/")) === german;
    });
  for (const german of [false, true]) {
    expect(covered(200, german), `${german ? "German" : "English"} pages`).toBe(true);
    expect(covered(404, german), `${german ? "German" : "English"} 404 pages`).toBe(true);
  }
});

function running(): RunningNginx {
  if (!nginx) throw new Error("nginx is not running");
  return nginx;
}

test("nginx sends the Node server's body for every page of the table", async () => {
  const nodeBaseURL = test.info().project.use.baseURL;
  if (!nginx || !nodeBaseURL) throw new Error("nginx or the Node server is not running");
  for (const row of WITH_PAGE) {
    const request = requestFor(row);
    const [fromNginx, fromNode] = await Promise.all([
      send(nginx.baseURL, request),
      send(nodeBaseURL, request),
    ]);
    const what = describeRow(row);
    expect
      .soft(mediaType(fromNginx.headers["content-type"]), `Content-Type of ${what}`)
      .toBe(mediaType(fromNode.headers["content-type"]));
    expect
      .soft(fromNginx.body.equals(fromNode.body), `the same decoded bytes for ${what}`)
      .toBe(true);
  }
});

test("over HTTPS, every page of the sitemap is the Node server's, byte for byte", async () => {
  const nodeBaseURL = test.info().project.use.baseURL ?? "";
  const request = (path: string) => ({
    method: "GET",
    path,
    headers: { "Accept-Encoding": "br, gzip" },
  });
  for (const path of pagePaths) {
    const [fromNginx, fromNode] = await Promise.all([
      send(running().baseURL, request(path)),
      send(nodeBaseURL, request(path)),
    ]);
    expect.soft(fromNginx.status, path).toBe(200);
    expect.soft(fromNginx.body.equals(fromNode.body), `the same bytes for ${path}`).toBe(true);
  }
});

test("port 80 sends each address to the same one over HTTPS in one redirect, and no HSTS", async () => {
  const { baseURL, httpURL } = running();
  const paths = [...pagePaths, "/prices?users=8000&offerings=bop-etl", "/no-such-page", "/de/"];
  for (const path of paths) {
    const answer = await send(httpURL, { method: "GET", path, headers: {} });
    expect.soft(answer.status, path).toBe(301);
    expect.soft(answer.headers["location"], path).toBe(`${baseURL}${path}`);
    expect.soft(answer.headers["strict-transport-security"], `HSTS on ${path}`).toBeUndefined();
  }
  const hsts = securityHeaders()["Strict-Transport-Security"];
  expect(hsts).toMatch(/^max-age=\d+/);
  const secure = await send(baseURL, { method: "GET", path: "/", headers: {} });
  expect(secure.headers["strict-transport-security"], "HSTS over HTTPS").toBe(hsts);
});

test("port 80 answers an ACME challenge itself, so a certificate can be renewed", async () => {
  const { acmeDir, httpURL } = running();
  const token = "tesseris-test-token";
  const folder = join(acmeDir, ".well-known/acme-challenge");
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, token), `${token}.key-authorization`);
  const answer = await send(httpURL, {
    method: "GET",
    path: `/.well-known/acme-challenge/${token}`,
    headers: {},
  });
  expect(answer.status).toBe(200);
  expect(answer.body.toString("utf8")).toBe(`${token}.key-authorization`);
  const unknown = await send(httpURL, {
    method: "GET",
    path: "/.well-known/acme-challenge/none",
    headers: {},
  });
  expect(unknown.status).toBe(404);
});

/** A TLS handshake with nginx's HTTPS port: what was agreed, or the error that ended it. */
function handshake(
  options: ConnectionOptions,
): Promise<{ protocol?: string; alpn?: string | false | null; error?: string }> {
  const { port } = new URL(running().baseURL);
  return new Promise((resolve) => {
    const socket = connect({ host: TLS_HOST, port: Number(port), ca: TLS.cert, ...options }, () => {
      resolve({ protocol: socket.getProtocol() ?? undefined, alpn: socket.alpnProtocol });
      socket.end();
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
  });
}

test("HTTPS speaks TLS 1.3 and 1.2 only, and HTTP/2 to a browser that offers it", async () => {
  const browserLike = { ALPNProtocols: ["h2", "http/1.1"] };
  expect(await handshake(browserLike)).toEqual({ protocol: "TLSv1.3", alpn: "h2" });
  expect(await handshake({ ...browserLike, maxVersion: "TLSv1.2" })).toEqual({
    protocol: "TLSv1.2",
    alpn: "h2",
  });
  // OpenSSL's client offers TLS 1.1 only at security level 0, so the refusal here is nginx's.
  const tls11 = {
    minVersion: "TLSv1.1",
    maxVersion: "TLSv1.1",
    ciphers: "DEFAULT@SECLEVEL=0",
  } as const;
  expect(await handshake(tls11)).toEqual({ error: "ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION" });
});
