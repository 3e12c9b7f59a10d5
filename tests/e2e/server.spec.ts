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
import { startNginx, type RunningNginx } from "./support/nginx.ts";

// Every row of the table of expected responses, once against `npm start`'s Node server (the
// Playwright webServer) and once against a real nginx running deploy/nginx/tesseris.conf.

type Running = Pick<RunningNginx, "baseURL" | "brotli" | "stop">;

const TARGETS: { name: string; start: (nodeBaseURL: string) => Promise<Running> }[] = [
  {
    name: "the Node server",
    start: async (baseURL) => ({ baseURL, brotli: true, stop: async () => {} }),
  },
  { name: "nginx with deploy/nginx/tesseris.conf", start: () => startNginx() },
];

function expectAnswer(answer: Answer, row: ExpectedResponse): void {
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
  if (row.cacheControl) {
    expect.soft(headers["cache-control"], "Cache-Control").toBe(row.cacheControl);
  }
  if (row.contentEncoding !== undefined) {
    expect
      .soft(headers["content-encoding"], "Content-Encoding")
      .toBe(row.contentEncoding ?? undefined);
  }
  if (row.vary) expect.soft(headers["vary"], "Vary").toBe(row.vary);
  if (row.allow) expect.soft(headers["allow"], "Allow").toBe(row.allow);
  if (row.contentType) expect.soft(headers["content-type"], "Content-Type").toBe(row.contentType);
  if (row.contentDisposition) {
    expect.soft(headers["content-disposition"], "Content-Disposition").toBe(row.contentDisposition);
  }
  if (row.text) expect.soft(answer.body.toString("utf8"), "body").toContain(row.text);
  if (row.bodyFile) {
    const file = readFileSync(`${CLIENT_DIR}${row.bodyFile}`);
    expect.soft(answer.body.equals(file), `body is build/client/${row.bodyFile}`).toBe(true);
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
              "nginx has no brotli_static module, so it cannot send the .br twins: " +
                "apt-get install libnginx-mod-http-brotli-static",
            );
          }
          expectAnswer(await send(running.baseURL, requestFor(row)), row);
        });
      }
    } finally {
      await running.stop();
    }
  });
}
