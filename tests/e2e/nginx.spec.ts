import { expect, test } from "@playwright/test";
import { EXPECTED_RESPONSES, describeRow, requestFor } from "./support/expected-responses.ts";
import { mediaType, send } from "./support/http.ts";
import { startNginx, type RunningNginx } from "./support/nginx.ts";

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
