import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { pagePaths } from "./support/pages.ts";
import { CLIENT_DIR, pageFile } from "./support/build.ts";
import { contentOf, localePaths, locales, localeSettings } from "./support/content.ts";
import { sitePaths } from "~/content/paths";
import { ADMIN_PATH } from "./support/admin.ts";
import { pageHeaders, securityHeaders } from "./support/expected-responses.ts";
import { mediaType, send, type Answer } from "./support/http.ts";
import { startNginx } from "./support/nginx.ts";
import { startPages } from "./support/wrangler.ts";

// What a visitor and a crawler rely on, from every host of the build: the Node server, nginx with
// deploy/nginx/tesseris.conf and `wrangler pages dev`. The Pages runtime redirects with 308 and
// answers odd paths its own way, so server.spec.ts's table holds only the first two.

/** `output`: what the Pages runtime printed, where it reports rules it rejected. */
type Host = { baseURL: string; stop: () => Promise<void>; output?: () => string };

const HOSTS: { name: string; start: (nodeBaseURL: string) => Promise<Host> }[] = [
  { name: "the Node server", start: async (baseURL) => ({ baseURL, stop: async () => {} }) },
  { name: "nginx", start: () => startNginx() },
  { name: "the Cloudflare Pages runtime", start: () => startPages() },
];

const get = (baseURL: string, path: string) =>
  send(baseURL, { method: "GET", path, headers: { "Accept-Encoding": "gzip, deflate, br" } });

const builtFile = (file: string) => readFileSync(`${CLIENT_DIR}${file}`);

/** The site's security headers, or the editor's own where it has them, and no CORS. */
function expectHeaders(answer: Answer, path: string): void {
  const own = path === ADMIN_PATH ? pageHeaders(ADMIN_PATH) : {};
  for (const [name, value] of Object.entries({ ...securityHeaders(), ...own })) {
    expect.soft(answer.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
  }
  expect.soft(answer.headers["access-control-allow-origin"], `CORS on ${path}`).toBeUndefined();
}

/** A 200 whose decoded body is the built `file`, with its headers. */
function expectServed(answer: Answer, path: string, file = path.slice(1)): void {
  expect.soft(answer.status, path).toBe(200);
  expect.soft(answer.body.equals(builtFile(file)), `${path} is ${file}`).toBe(true);
  expectHeaders(answer, path);
}

/** Files browsers, feed readers and phones ask for by name, each with its media type. */
const NAMED_FILES = [
  { path: sitePaths.favicon, type: /^image\/svg\+xml$/ },
  { path: sitePaths.faviconIco, type: /^image\/(x-icon|vnd\.microsoft\.icon)$/ },
  { path: sitePaths.appleTouchIcon, type: /^image\/png$/ },
  { path: sitePaths.priceListJson, type: /^application\/json\b/ },
  { path: sitePaths.priceListSchema, type: /^application\/(schema\+)?json\b/ },
];

/** Unknown addresses, each with the 404 page of its language. */
const UNKNOWN = locales.flatMap((locale) => {
  const paths = localePaths[locale];
  return [
    [`${localeSettings[locale].prefix}/no-such-page`, pageFile(paths.notFound)],
    [paths.solution("no-such-product"), pageFile(paths.unknownSolution)],
  ] as const;
});

/** Every page, the editor's included. */
const PAGES = [...pagePaths, ADMIN_PATH];

for (const host of HOSTS) {
  test.describe(host.name, () => {
    // One host for the describe: its tests run in order in one worker.
    test.describe.configure({ mode: "default" });
    let running: Host;
    test.beforeAll(async () => {
      const nodeBaseURL = test.info().project.use.baseURL;
      if (!nodeBaseURL) throw new Error("the Playwright project has no baseURL (the Node server)");
      running = await host.start(nodeBaseURL);
    });
    test.afterAll(async () => {
      await running?.stop();
    });
    const baseURL = () => running.baseURL;

    test("answers every page at its address, with no redirect", async () => {
      for (const path of PAGES) {
        const answer = await get(baseURL(), path);
        expectServed(answer, path, pageFile(path));
        expect.soft(answer.headers["location"], path).toBeUndefined();
        expect.soft(answer.headers["cache-control"], path).toBe("no-cache");
      }
    });

    test("sends a page's slash form to the page in one redirect", async () => {
      for (const path of PAGES.filter((each) => each !== "/")) {
        const answer = await get(baseURL(), `${path}/`);
        expect.soft([301, 308], `${path}/ redirects`).toContain(answer.status);
        const target = new URL(answer.headers["location"] ?? "", baseURL()).pathname;
        expect.soft(target, `${path}/ redirects to ${path}`).toBe(path);
      }
    });

    test("answers unknown addresses 404 with the 404 page of their language", async () => {
      for (const [path, file] of UNKNOWN) {
        const answer = await get(baseURL(), path);
        expect.soft(answer.status, path).toBe(404);
        expect.soft(answer.body.equals(builtFile(file)), `${path} answers with ${file}`).toBe(true);
        expectHeaders(answer, path);
      }
    });

    test("downloads the price lists as UTF-8 CSV under their file names", async () => {
      for (const locale of locales) {
        const path = localePaths[locale].priceListCsv;
        const { fileName } = contentOf[locale].prices.explorer.csv;
        const answer = await get(baseURL(), path);
        expectServed(answer, path);
        expect.soft(answer.headers["content-type"], path).toBe("text/csv; charset=utf-8");
        expect
          .soft(answer.headers["content-disposition"], path)
          .toBe(`attachment; filename="${fileName}"`);
      }
    });

    test("answers the icons and the price list for machines by name, each its file", async () => {
      for (const { path, type } of NAMED_FILES) {
        const answer = await get(baseURL(), path);
        expectServed(answer, path);
        expect.soft(answer.headers["content-type"], path).toMatch(type);
      }
    });

    test("serves the editor under its own policy, noindex, with every file it loads", async () => {
      const own = pageHeaders(ADMIN_PATH);
      expect(own["Content-Security-Policy"]).not.toBe(securityHeaders()["Content-Security-Policy"]);
      expect(own["X-Robots-Tag"]).toMatch(/\bnoindex\b/);
      expect(builtFile(pageFile(ADMIN_PATH)).toString("utf8")).toMatch(
        /<meta name="robots" content="noindex, nofollow"/,
      );
      // The CMS, its configuration, its modules, words and fonts, all from this origin.
      const dir = `${CLIENT_DIR}${ADMIN_PATH.slice(1)}/`;
      const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
        (file) => statSync(`${dir}${file}`).isFile() && !/\.(br|gz)$/.test(file),
      );
      expect(files).toContain("sveltia-cms.js");
      for (const file of files) {
        const path = `${ADMIN_PATH}/${file}`;
        expectServed(await get(baseURL(), path), path);
      }
    });

    test("caches hashed assets for a year", async () => {
      const html = builtFile("index.html").toString("utf8");
      const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
      if (!stylesheet) throw new Error("the home page names no stylesheet");
      const answer = await get(baseURL(), stylesheet);
      expectServed(answer, stylesheet);
      expect(mediaType(answer.headers["content-type"])).toBe("text/css");
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    });

    if (host.name.includes("Cloudflare")) {
      test("accepts every rule of the build's _headers", () => {
        expect(running.output?.()).not.toMatch(/invalid/i);
      });
    }
  });
}
