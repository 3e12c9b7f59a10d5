import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { pagePaths } from "./support/pages.ts";
import { CLIENT_DIR, pageFile } from "./support/build.ts";
import { contentOf, localePaths, locales, localeSettings } from "./support/content.ts";
import { sitePaths } from "~/content/paths";
import { ADMIN_PATH } from "./support/admin.ts";
import { pageHeaders, securityHeaders } from "./support/expected-responses.ts";
import { send, type Answer } from "./support/http.ts";
import { startNginx } from "./support/nginx.ts";
import { startPages, type RunningPages } from "./support/wrangler.ts";

// What every host the site is deployed to must do with the build, checked on each of them: the
// Node server (`npm start`), nginx with deploy/nginx/tesseris.conf, and the Cloudflare Pages
// runtime (`wrangler pages dev` with the build's _headers). server.spec.ts pins the Node server
// and nginx to one table in detail; the CDN runtime redirects with 308 and answers some odd paths
// its own way, so this holds all three to what a visitor and a crawler rely on.

interface Host {
  baseURL: string;
  stop: () => Promise<void>;
  pages?: RunningPages;
}

const HOSTS: { name: string; start: (nodeBaseURL: string) => Promise<Host> }[] = [
  { name: "the Node server", start: async (baseURL) => ({ baseURL, stop: async () => {} }) },
  { name: "nginx", start: () => startNginx() },
  {
    name: "the Cloudflare Pages runtime",
    start: async () => {
      const pages = await startPages();
      return { ...pages, pages };
    },
  },
];

const get = (baseURL: string, path: string) =>
  send(baseURL, { method: "GET", path, headers: { "Accept-Encoding": "gzip, deflate, br" } });

const builtFile = (file: string) => readFileSync(`${CLIENT_DIR}${file}`);

function expectSecurityHeaders(answer: Answer, what: string): void {
  for (const [name, value] of Object.entries(securityHeaders())) {
    expect.soft(answer.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
  expect.soft(answer.headers["access-control-allow-origin"], `CORS on ${what}`).toBeUndefined();
}

/**
 * Files asked for by name (the icons browsers, feed readers and phones request unprompted; the
 * price list for machines and its schema), each with the media type every host must send.
 */
const NAMED_FILES = [
  { path: sitePaths.favicon, type: /^image\/svg\+xml$/ },
  { path: sitePaths.faviconIco, type: /^image\/(x-icon|vnd\.microsoft\.icon)$/ },
  { path: sitePaths.appleTouchIcon, type: /^image\/png$/ },
  { path: sitePaths.priceListJson, type: /^application\/json\b/ },
  { path: sitePaths.priceListSchema, type: /^application\/(schema\+)?json\b/ },
];

/** Unknown addresses, each with the 404 page a host must answer it with. */
const UNKNOWN = locales.flatMap((locale) => {
  const paths = localePaths[locale];
  const { chrome, solution } = contentOf[locale];
  return [
    {
      path: `${localeSettings[locale].prefix}/no-such-page`,
      file: pageFile(paths.notFound),
      text: chrome.ui.errors.notFound.title,
    },
    {
      path: paths.solution("no-such-product"),
      file: pageFile(paths.unknownSolution),
      text: solution.notFound.title,
    },
  ];
});

for (const host of HOSTS) {
  test.describe(host.name, () => {
    // One host for the describe: its tests run in order in one worker.
    test.describe.configure({ mode: "default" });
    let running: Host | undefined;
    test.beforeAll(async () => {
      const nodeBaseURL = test.info().project.use.baseURL;
      if (!nodeBaseURL) throw new Error("the Playwright project has no baseURL (the Node server)");
      running = await host.start(nodeBaseURL);
    });
    test.afterAll(async () => {
      await running?.stop();
    });
    const baseURL = () => {
      if (!running) throw new Error(`beforeAll did not start ${host.name}`);
      return running.baseURL;
    };

    test("answers every page of the sitemap at its address, with no redirect", async () => {
      for (const path of pagePaths) {
        const answer = await get(baseURL(), path);
        expect.soft(answer.status, path).toBe(200);
        expect.soft(answer.headers["location"], path).toBeUndefined();
        expect
          .soft(answer.body.equals(builtFile(pageFile(path))), `${path} is its file`)
          .toBe(true);
        expect.soft(answer.headers["cache-control"], path).toBe("no-cache");
      }
      expectSecurityHeaders(await get(baseURL(), "/prices"), "a page");
    });

    test("sends a page's slash form to the page in one redirect", async () => {
      for (const path of pagePaths.filter((each) => each !== "/")) {
        const answer = await get(baseURL(), `${path}/`);
        expect.soft([301, 308], `${path}/ redirects`).toContain(answer.status);
        const target = new URL(answer.headers["location"] ?? "", baseURL()).pathname;
        expect.soft(target, `${path}/ redirects to ${path}`).toBe(path);
        expect
          .soft((await get(baseURL(), target)).status, `${target} after the redirect`)
          .toBe(200);
      }
    });

    test("answers unknown addresses 404 with the 404 page of their language", async () => {
      for (const { path, file, text } of UNKNOWN) {
        const answer = await get(baseURL(), path);
        expect.soft(answer.status, path).toBe(404);
        expect.soft(answer.body.equals(builtFile(file)), `${path} answers with ${file}`).toBe(true);
        expect.soft(answer.body.toString("utf8"), path).toContain(text);
        expectSecurityHeaders(answer, path);
      }
    });

    test("downloads the price lists as UTF-8 CSV under their file names", async () => {
      for (const locale of locales) {
        const path = localePaths[locale].priceListCsv;
        const { fileName } = contentOf[locale].prices.explorer.csv;
        const answer = await get(baseURL(), path);
        expect.soft(answer.status, path).toBe(200);
        expect.soft(answer.headers["content-type"], path).toBe("text/csv; charset=utf-8");
        expect
          .soft(answer.headers["content-disposition"], path)
          .toBe(`attachment; filename="${fileName}"`);
        expect.soft(answer.body.equals(builtFile(path.slice(1))), `${path} is its file`).toBe(true);
        expectSecurityHeaders(answer, path);
      }
    });

    test("answers the icons and the price list for machines by name, each its file", async () => {
      for (const { path, type } of NAMED_FILES) {
        const answer = await get(baseURL(), path);
        expect.soft(answer.status, path).toBe(200);
        expect.soft(answer.headers["content-type"], path).toMatch(type);
        expect.soft(answer.body.equals(builtFile(path.slice(1))), `${path} is its file`).toBe(true);
        expectSecurityHeaders(answer, path);
      }
    });

    test("answers the editor at /admin under its own policy, noindex, with its files", async () => {
      const own = pageHeaders(ADMIN_PATH);
      const site = securityHeaders();
      // Its own policy, and only there: every other header is the site's.
      expect(own["Content-Security-Policy"]).not.toBe(site["Content-Security-Policy"]);
      expect(own["X-Robots-Tag"]).toMatch(/\bnoindex\b/);
      const answer = await get(baseURL(), ADMIN_PATH);
      expect.soft(answer.status, ADMIN_PATH).toBe(200);
      expect.soft(answer.headers["location"], ADMIN_PATH).toBeUndefined();
      expect
        .soft(answer.body.equals(builtFile(pageFile(ADMIN_PATH))), "the page's file")
        .toBe(true);
      expect.soft(answer.headers["cache-control"], ADMIN_PATH).toBe("no-cache");
      expect.soft(answer.headers["access-control-allow-origin"], "CORS").toBeUndefined();
      for (const [name, value] of Object.entries({ ...site, ...own })) {
        expect.soft(answer.headers[name.toLowerCase()], `${name} on ${ADMIN_PATH}`).toBe(value);
      }

      const slash = await get(baseURL(), `${ADMIN_PATH}/`);
      expect.soft([301, 308], `${ADMIN_PATH}/ redirects`).toContain(slash.status);
      expect.soft(new URL(slash.headers["location"] ?? "", baseURL()).pathname).toBe(ADMIN_PATH);

      // The CMS, its configuration, the modules it imports and its fonts, all from this origin.
      for (const file of [
        "sveltia-cms.js",
        "config.yml",
        "editor-hooks.js",
        "edge-spaces.json",
        "vendor/immutable.es.js",
        "vendor/yaml/index.js",
        "fonts.css",
        "fonts/material-symbols-outlined-latin-wght-normal.woff2",
        "page.css",
        "cms-requests.js",
        "locales/de.json",
        "vendor/sveltia-cms-package.json",
      ]) {
        const path = `${ADMIN_PATH}/${file}`;
        const served = await get(baseURL(), path);
        expect.soft(served.status, path).toBe(200);
        expect.soft(served.body.equals(builtFile(path.slice(1))), `${path} is its file`).toBe(true);
        expectSecurityHeaders(served, path);
      }
    });

    test("caches hashed assets for a year", async () => {
      const html = builtFile("index.html").toString("utf8");
      const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
      if (!stylesheet) throw new Error("the home page names no stylesheet");
      const answer = await get(baseURL(), stylesheet);
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expectSecurityHeaders(answer, stylesheet);
    });

    if (host.name.includes("Cloudflare")) {
      test("accepts every rule of the build's _headers", () => {
        const output = running?.pages?.output() ?? "";
        expect(output).not.toMatch(/invalid/i);
      });
    }
  });
}
