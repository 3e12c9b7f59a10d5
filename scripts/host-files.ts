// After Astro has written the pages: hash their inline scripts and styles for the CSP, write the
// headers for `npm start`'s server and the nginx and CDN configs from the same values, and write
// Brotli and gzip twins beside every compressible file.
import type { AstroIntegration } from "astro";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { contentOf } from "../app/content/by-locale";
import { locales } from "../app/content/locales";
import { pagePaths } from "../app/content/pages";
import { readPricesContent } from "../app/content/read";
import { securityHeaders } from "../server/security-headers.mjs";
import { cdnHeaders, nginxDownloads, nginxHeaders } from "./lib/deploy-configs.mjs";
import { inlineScriptHashes, inlineStyleHashes } from "./lib/inline-scripts.mjs";
import { precompressTree, walk } from "./lib/precompress.mjs";

/** The HTML file a page path is written to (`build.format: "file"`): /prices → prices.html. */
function pageFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/** The CSV price lists with the file name each is saved under, as its page's link offers it. */
function downloads(): Record<string, string> {
  return Object.fromEntries(
    locales.map((locale) => {
      const { chrome } = contentOf[locale];
      return [chrome.paths.priceListCsv, readPricesContent(locale).explorer.csv.fileName];
    }),
  );
}

async function write(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${content}\n`);
}

async function writeHostFiles(clientDir: string) {
  const buildDir = join(clientDir, "..");
  for (const path of pagePaths) {
    if (!existsSync(join(clientDir, pageFile(path)))) {
      throw new Error(`host-files: the page ${path} was not built (${pageFile(path)})`);
    }
  }
  const scriptHashes: string[] = [];
  const styleHashes: string[] = [];
  for await (const path of walk(clientDir)) {
    if (!path.endsWith(".html")) continue;
    const html = await readFile(path, "utf8");
    scriptHashes.push(...inlineScriptHashes(html, relative(clientDir, path)));
    styleHashes.push(...inlineStyleHashes(html));
  }
  const headers = securityHeaders(scriptHashes, styleHashes);
  const hostConfig = { headers, pagePaths: [...pagePaths].sort(), downloads: downloads() };
  await write(join(buildDir, "headers.json"), JSON.stringify(hostConfig, null, 2));
  // Snippets for /etc/nginx/snippets/, which deploy/nginx/tesseris.conf includes.
  await write(join(buildDir, "nginx/tesseris-security-headers.conf"), nginxHeaders(headers));
  await write(
    join(buildDir, "nginx/tesseris-downloads.conf"),
    nginxDownloads(hostConfig.downloads, headers),
  );
  await write(join(clientDir, "_headers"), cdnHeaders(headers, hostConfig));
  const count = await precompressTree(clientDir);
  return { scripts: new Set(scriptHashes).size, styles: new Set(styleHashes).size, count };
}

/** Writes what hosts need beside the pages, once Astro has built them. */
export function hostFiles(): AstroIntegration {
  return {
    name: "tesseris:host-files",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const { scripts, styles, count } = await writeHostFiles(fileURLToPath(dir));
        logger.info(
          `${scripts} inline script and ${styles} inline style hashes in the CSP, ` +
            `${pagePaths.length} pages, .br and .gz beside ${count} files`,
        );
      },
    },
  };
}
