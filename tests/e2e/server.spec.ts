import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { CLIENT_DIR } from "./support/build.ts";
import {
  EXPECTED_RESPONSES,
  describeRow,
  requestFor,
  securityHeaders,
  type ExpectedResponse,
} from "./support/expected-responses.ts";
import { mediaType, send, type Answer } from "./support/http.ts";
import { startNginx } from "./support/nginx.ts";

// Every row of the table of expected responses, against `npm start`'s Node server (the Playwright
// webServer) and a real nginx running deploy/nginx/tesseris.conf.

const TARGETS = [
  {
    name: "the Node server",
    start: async (baseURL: string) => ({ baseURL, brotli: true, stop: async () => {} }),
  },
  { name: "nginx with deploy/nginx/tesseris.conf", start: () => startNginx() },
];

function expectAnswer(answer: Answer, row: ExpectedResponse, path: string): void {
  const headers = answer.headers;
  const security = securityHeaders();
  // Soft, so one run lists every header a server gets wrong.
  expect.soft(answer.status, "status").toBe(row.status);
  for (const [name, value] of Object.entries(security)) {
    expect.soft(headers[name.toLowerCase()], name).toBe(value);
  }
  // Exact, so a redirect can only ever name the path of the table, never another host.
  expect.soft(headers["location"], "Location").toBe(row.location);
  if (row.type) expect.soft(mediaType(headers["content-type"]), "Content-Type").toBe(row.type);
  if (row.contentEncoding !== undefined) {
    expect
      .soft(headers["content-encoding"], "Content-Encoding")
      .toBe(row.contentEncoding ?? undefined);
  }
  const named = { "Cache-Control": row.cacheControl, Vary: row.vary, Allow: row.allow };
  for (const [name, value] of Object.entries(named)) {
    if (value) expect.soft(headers[name.toLowerCase()], name).toBe(value);
  }
  const isFile = (row.method ?? "GET") === "GET" && row.status === 200;
  const file = row.bodyFile ?? (isFile ? path.slice(1) : undefined);
  if (file) {
    const built = readFileSync(`${CLIENT_DIR}${file}`);
    expect.soft(answer.body.equals(built), `body is build/client/${file}`).toBe(true);
  }
  if (row.emptyBody) expect.soft(answer.body.length, "body length").toBe(0);
}

for (const target of TARGETS) {
  // One test per server, walking the whole table: a row per step, every miss reported softly.
  test(`${target.name} answers every row of the table of expected responses`, async () => {
    const nodeBaseURL = test.info().project.use.baseURL;
    if (!nodeBaseURL) throw new Error("the Playwright project has no baseURL (the Node server)");
    const running = await target.start(nodeBaseURL);
    try {
      for (const row of EXPECTED_RESPONSES) {
        await test.step(describeRow(row), async () => {
          if (row.contentEncoding === "br" && !running.brotli) {
            throw new Error(
              "nginx has no brotli_static: apt-get install libnginx-mod-http-brotli-static",
            );
          }
          const request = requestFor(row);
          expectAnswer(await send(running.baseURL, request), row, request.path);
        });
      }
    } finally {
      await running.stop();
    }
  });
}
