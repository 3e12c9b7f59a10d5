import { expect, test, type APIResponse } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

const CLIENT_DIR = fileURLToPath(new URL("../../build/client/", import.meta.url));
const INDEX_HTML = `${CLIENT_DIR}index.html`;

test.describe("compression", () => {
  const cases = [
    { acceptEncoding: "br", contentEncoding: "br" },
    { acceptEncoding: "gzip", contentEncoding: "gzip" },
    { acceptEncoding: "identity", contentEncoding: undefined },
  ];

  for (const { acceptEncoding, contentEncoding } of cases) {
    test(`Accept-Encoding ${acceptEncoding} gets ${contentEncoding ?? "no"} encoding`, async ({
      request,
    }) => {
      const response = await request.get("/", { headers: { "Accept-Encoding": acceptEncoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-encoding"]).toBe(contentEncoding);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      expect(await response.body()).toEqual(readFileSync(INDEX_HTML));
    });
  }
});

test("pages are revalidated on every visit", async ({ request }) => {
  const response = await request.get("/");
  expect(response.headers()["cache-control"]).toBe("no-cache");
});

test("hashed assets are cached for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // The page imports its modules from /assets/ once it has painted.
  const asset = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
  expect(asset, "a module under /assets/").toBeDefined();

  const response = await request.get(asset ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("an unknown path answers 404 with the not-found page", async ({ request }) => {
  const response = await request.get("/nope");
  expect(response.status()).toBe(404);
  await expectHtml(response, "Oops! Page not found");
});

test("an unknown product answers 404 with the solution-not-found page", async ({ request }) => {
  const response = await request.get("/solutions/nope");
  expect(response.status()).toBe(404);
  await expectHtml(response, "Solution not found.");
});

for (const path of ["/prices", "/terms", "/privacy", "/security"]) {
  test(`${path} answers 200`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  });
}

test("the build wrote Brotli and gzip copies beside index.html", () => {
  expect(existsSync(`${INDEX_HTML}.br`)).toBe(true);
  expect(existsSync(`${INDEX_HTML}.gz`)).toBe(true);

  const original = readFileSync(INDEX_HTML);
  expect(brotliDecompressSync(readFileSync(`${INDEX_HTML}.br`))).toEqual(original);
  expect(gunzipSync(readFileSync(`${INDEX_HTML}.gz`))).toEqual(original);
});

async function expectHtml(response: APIResponse, text: string): Promise<void> {
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  expect(await response.text()).toContain(text);
}
