import { expect, test } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { connect, type ConnectionOptions } from "node:tls";
import { securityHeaders } from "./support/expected-responses.ts";
import { send } from "./support/http.ts";
import { startNginx, type RunningNginx } from "./support/nginx.ts";
import { pagePaths } from "./support/pages.ts";
import { TLS, TLS_HOST } from "./support/test-tls.ts";

// What only nginx does: port 80 and TLS. What it serves is held in hosts.spec.ts and server.spec.ts.

// One nginx for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx();
});
test.afterAll(async () => {
  await nginx?.stop();
});
const get = (baseURL: string, path: string) => send(baseURL, { method: "GET", path, headers: {} });

test("port 80 sends each address to the same one over HTTPS in one redirect, and no HSTS", async () => {
  const { baseURL, httpURL } = nginx;
  const paths = [...pagePaths, "/prices?users=8000&offerings=bop-etl", "/no-such-page", "/de/"];
  for (const path of paths) {
    const answer = await get(httpURL, path);
    expect.soft(answer.status, path).toBe(301);
    expect.soft(answer.headers["location"], path).toBe(`${baseURL}${path}`);
    expect.soft(answer.headers["strict-transport-security"], `HSTS on ${path}`).toBeUndefined();
  }
  // Over HTTPS it is sent with every security header (server.spec.ts).
  expect(securityHeaders()["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
});

test("port 80 answers an ACME challenge itself, so a certificate can be renewed", async () => {
  const { acmeDir, httpURL } = nginx;
  const token = "tesseris-test-token";
  const folder = join(acmeDir, ".well-known/acme-challenge");
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, token), `${token}.key-authorization`);
  const answer = await get(httpURL, `/.well-known/acme-challenge/${token}`);
  expect(answer.status).toBe(200);
  expect(answer.body.toString("utf8")).toBe(`${token}.key-authorization`);
  expect((await get(httpURL, "/.well-known/acme-challenge/none")).status).toBe(404);
});

/** A TLS handshake with nginx's HTTPS port: what was agreed, or the error that ended it. */
function handshake(
  options: ConnectionOptions,
): Promise<{ protocol?: string; alpn?: string | false | null; error?: string }> {
  const { port } = new URL(nginx.baseURL);
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
