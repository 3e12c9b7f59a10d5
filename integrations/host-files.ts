// After the build: the CSP's hashes, the headers for every host, and Brotli and gzip twins.
import type { AstroIntegration } from "astro";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { localeSettings, locales } from "../app/content/locales.ts";
import { localePaths } from "../app/content/paths.ts";
import { readContent, readPagePaths } from "../app/content/read.ts";
import { adminHeaders, securityHeaders } from "../server/security-headers.mjs";
import { adminPolicy, readPublishing } from "./admin/publishing.ts";
import { ADMIN_PATH } from "./admin/cms-config.ts";
import {
  cdnHeaders,
  nginxDownloads,
  nginxHeaders,
  nginxLocales,
  nginxPageHeaders,
} from "./deploy-configs.mjs";
import { inlineScriptHashes, inlineStyleHashes } from "./inline-scripts.mjs";
import { precompressTree, walk } from "./precompress.mjs";

/** The HTML file a page path is written to (`build.format: "file"`): /prices → prices.html. */
function pageFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/** The CSV price lists with the file name each is saved under, as its page's link offers it. */
function downloads(): Record<string, string> {
  return Object.fromEntries(
    locales.map((locale) => [
      localePaths[locale].priceListCsv,
      readContent(locale).prices.explorer.csv.fileName,
    ]),
  );
}

async function write(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${content}\n`);
}

/** Pages besides the sitemap's: the editor, with headers of its own. */
const TOOL_PAGES = [ADMIN_PATH];

async function writeHostFiles(clientDir: string) {
  const buildDir = join(clientDir, "..");
  const pagePaths = readPagePaths();
  for (const path of [...pagePaths, ...TOOL_PAGES]) {
    if (!existsSync(join(clientDir, pageFile(path)))) {
      throw new Error(`host-files: the page ${path} was not built (${pageFile(path)})`);
    }
  }
  const scriptHashes: string[] = [];
  const styleHashes: string[] = [];
  // The editor's inline code is allowed on its page only, never by the site's policy.
  const adminScriptHashes: string[] = [];
  for await (const path of walk(clientDir)) {
    if (!path.endsWith(".html")) continue;
    const html = await readFile(path, "utf8");
    const file = relative(clientDir, path);
    if (file === pageFile(ADMIN_PATH)) {
      adminScriptHashes.push(...inlineScriptHashes(html, file));
      continue;
    }
    scriptHashes.push(...inlineScriptHashes(html, file));
    styleHashes.push(...inlineStyleHashes(html));
  }
  const headers = securityHeaders(scriptHashes, styleHashes);
  const hostConfig = {
    headers,
    pagePaths: [...pagePaths, ...TOOL_PAGES].sort(),
    /** Pages that send headers of their own in place of `headers`. */
    pageHeaders: {
      [ADMIN_PATH]: adminHeaders(headers, adminScriptHashes, adminPolicy(readPublishing())),
    },
    downloads: downloads(),
    /** The languages' URL prefixes but the default's empty one: their own 404 pages are there. */
    localePrefixes: locales.map((locale) => localeSettings[locale].prefix).filter(Boolean),
  };
  await write(join(buildDir, "headers.json"), JSON.stringify(hostConfig, null, 2));
  // Snippets for /etc/nginx/snippets/, which deploy/nginx/tesseris.conf includes.
  const snippets = {
    "security-headers": nginxHeaders(headers),
    downloads: nginxDownloads(hostConfig.downloads, headers),
    "page-headers": nginxPageHeaders(hostConfig.pageHeaders),
    locales: nginxLocales(hostConfig.localePrefixes, headers),
  };
  for (const [name, text] of Object.entries(snippets)) {
    await write(join(buildDir, `nginx/tesseris-${name}.conf`), text);
  }
  // Cloudflare Pages needs no list of languages: it answers with the nearest 404.html above a path.
  await write(join(clientDir, "_headers"), cdnHeaders(headers, hostConfig));
  const count = await precompressTree(clientDir);
  return {
    scripts: new Set(scriptHashes).size,
    styles: new Set(styleHashes).size,
    pages: pagePaths.length,
    count,
  };
}

export function hostFiles(): AstroIntegration {
  return {
    name: "tesseris:host-files",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const { scripts, styles, pages, count } = await writeHostFiles(fileURLToPath(dir));
        logger.info(
          `${scripts} inline script and ${styles} inline style hashes in the CSP, ` +
            `${pages} pages, .br and .gz beside ${count} files`,
        );
      },
    },
  };
}
