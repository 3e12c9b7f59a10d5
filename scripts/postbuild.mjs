// After `react-router build`: start each page's JavaScript after its first paint, hash the
// pages' inline scripts for the CSP, write the headers for `npm start`'s server and the nginx
// and CDN configs, give CDN-style hosts a 404.html per language, and write Brotli and gzip
// twins beside every compressible file.
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { securityHeaders } from "../server/security-headers.mjs";
import { cdnHeaders, cdnRedirects, nginxHeaders } from "./lib/deploy-configs.mjs";
import { deferHydration, manifestReader } from "./lib/defer-hydration.mjs";
import { inlineScriptHashes } from "./lib/inline-scripts.mjs";
import { precompressTree, walk } from "./lib/precompress.mjs";

const BUILD_DIR = new URL("../build/", import.meta.url).pathname;
const CLIENT_DIR = join(BUILD_DIR, "client");

// React Router writes an SPA fallback for hosts that send unknown paths to it; this site answers
// them with the 404 page instead, so the fallback (an empty shell without a title) goes.
await rm(join(CLIENT_DIR, "__spa-fallback.html"));
// Hosts that look for the nearest 404.html up the path (Cloudflare Pages) find the German one
// for /de/…; `_redirects` names it too.
await copyFile(join(CLIENT_DIR, "404/index.html"), join(CLIENT_DIR, "404.html"));
await copyFile(join(CLIENT_DIR, "de/404/index.html"), join(CLIENT_DIR, "de/404.html"));

const readManifest = manifestReader(CLIENT_DIR);
const hashes = [];
const pagePaths = [];
for await (const path of walk(CLIENT_DIR)) {
  if (path.endsWith(".data")) {
    // Route data for client navigations. The resource routes (robots.txt, sitemap.xml, …) have
    // loaders, but links to them load the file itself; deferHydration refuses pages with a loader.
    const file = path.slice(0, -".data".length);
    if (!existsSync(file)) {
      throw new Error(
        `postbuild: ${relative(CLIENT_DIR, path)} is route data of no prerendered file`,
      );
    }
    await rm(path);
    continue;
  }
  if (!path.endsWith(".html")) continue;
  const page = relative(CLIENT_DIR, path);
  const html = deferHydration(await readFile(path, "utf8"), page, readManifest);
  await writeFile(path, html);
  hashes.push(...inlineScriptHashes(html, page));
  if (page.endsWith("index.html") && !/^(de\/)?(404|solutions\/_not-found)\//.test(page)) {
    pagePaths.push(`/${dirname(page)}`.replace(/\/\.$/, "/"));
  }
}
pagePaths.sort();
const headers = securityHeaders(hashes);

async function write(path, content) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${content}\n`);
}
await write(join(BUILD_DIR, "headers.json"), JSON.stringify({ headers, pagePaths }, null, 2));
await write(join(BUILD_DIR, "nginx/security-headers.conf"), nginxHeaders(headers));
await write(join(CLIENT_DIR, "_headers"), cdnHeaders(headers, pagePaths));
await write(join(CLIENT_DIR, "_redirects"), cdnRedirects(pagePaths));

const count = await precompressTree(CLIENT_DIR);
console.log(
  `postbuild: ${new Set(hashes).size} inline script hashes in the CSP, ${pagePaths.length} pages, ` +
    `.br and .gz beside ${count} files`,
);
