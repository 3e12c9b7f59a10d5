// The editor at /admin (Sveltia CMS), from node_modules and the data files, served from the site.
import type { AstroIntegration } from "astro";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { CONTENT_DIR, sharedFiles } from "../../app/content/data.ts";
import { adminHeaders } from "../../server/security-headers.mjs";
import { inlineScriptHashes } from "../inline-scripts.mjs";
import { adminPage, cmsFontStyles } from "./admin-page.ts";
import { ADMIN_PATH, cmsConfigYaml } from "./cms-config.ts";
import { edgeSpaces } from "./edge-spaces.ts";
import { adminPolicy, readPublishing } from "./publishing.ts";

/** A dependency's folder (the packages' `exports` hide their package.json from resolution). */
const packageDir = (name: string) =>
  fileURLToPath(new URL(`../../node_modules/${name}/`, import.meta.url));
const CMS_DIR = packageDir("@sveltia/cms");

/** Every file below `dir` whose name ends in `ext`, as [its path under `prefix`, its path]. */
const filesBelow = (dir: string, prefix: string, ext: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).flatMap((name): [string, string][] =>
    name.endsWith(ext) ? [[prefix + name, join(dir, name)]] : [],
  );

let fontStyles: ReturnType<typeof cmsFontStyles> | undefined;
const cmsFonts = () =>
  (fontStyles ??= cmsFontStyles(readFileSync(join(CMS_DIR, "dist/sveltia-cms.js"), "utf8")));

/** Every file of the editor, by its path under /admin/, read or written when asked for. */
function adminFiles(): Map<string, () => string | Buffer> {
  // The CMS asks a CDN for Immutable.js once a script registers an event hook (the save hook does).
  const immutable = createRequire(join(CMS_DIR, "package.json")).resolve("immutable/package.json");
  const copies: [string, string][] = [
    ["sveltia-cms.js", join(CMS_DIR, "dist/sveltia-cms.js")],
    // For cms-requests.js: the pinned version, for the update check, and the interface's words.
    ["vendor/sveltia-cms-package.json", join(CMS_DIR, "package.json")],
    ...filesBelow(join(CMS_DIR, "locales"), "locales/", ".json"),
    ["vendor/immutable.es.js", join(dirname(immutable), "dist/immutable.es.js")],
    ...filesBelow(join(packageDir("yaml"), "browser/dist"), "vendor/yaml/", ".js"),
    // The fonts the CMS's stylesheet names, each with its package's licence beside it.
    ...cmsFonts().fonts.flatMap(({ pkg, file }): [string, string][] => [
      [`fonts/${file}`, join(packageDir(pkg), "files", file)],
      [`fonts/${pkg.split("/")[1]}-LICENSE.txt`, join(packageDir(pkg), "LICENSE")],
    ]),
  ];
  return new Map<string, () => string | Buffer>([
    ...copies.map(([name, path]): [string, () => Buffer] => [name, () => readFileSync(path)]),
    ["config.yml", () => cmsConfigYaml()],
    ["edge-spaces.json", () => `${JSON.stringify(edgeSpaces(), null, 2)}\n`],
    ["fonts.css", () => cmsFonts().css],
  ]);
}

/**
 * The site's host as company.yaml names it, read alone and unchecked: the editor opens to fix a
 * broken file, its note then naming the Git host's commit status.
 */
function siteHost(): string {
  const path = join(CONTENT_DIR, sharedFiles.company.file);
  try {
    const company = parse(readFileSync(path, "utf8")) as { host?: unknown } | null;
    return String(company?.host ?? "");
  } catch {
    return "";
  }
}

const adminHtml = () => adminPage(readPublishing(), siteHost(), cmsFonts().id);

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".yml": "application/yaml; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

/** `astro dev`: /admin is not an Astro page, so no hot reload restarts the editor when it saves. */
function devMiddleware() {
  const files = adminFiles();
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? "").split("?")[0] ?? "";
    const read = path.startsWith(`${ADMIN_PATH}/`) && files.get(path.slice(ADMIN_PATH.length + 1));
    if ((req.method !== "GET" && req.method !== "HEAD") || (path !== ADMIN_PATH && !read)) {
      return next();
    }
    res.setHeader("Cache-Control", "no-cache");
    if (read) {
      res.setHeader("Content-Type", TYPES[extname(path)] ?? "");
      return res.end(read());
    }
    const html = adminHtml();
    const hashes = inlineScriptHashes(html, "admin.html");
    const headers: Record<string, string> = adminHeaders({}, hashes, adminPolicy(readPublishing()));
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(html);
  };
}

/** The editor's files in the build and on the dev server. Runs before host-files. */
export function adminEditor(): AstroIntegration {
  return {
    name: "tesseris:admin-editor",
    hooks: {
      "astro:server:setup": ({ server }) => {
        server.middlewares.use(devMiddleware());
      },
      "astro:build:done": async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const files = adminFiles();
        for (const [name, read] of files) {
          const path = join(clientDir, ADMIN_PATH, name);
          await mkdir(dirname(path), { recursive: true });
          await writeFile(path, read());
        }
        await writeFile(join(clientDir, `${ADMIN_PATH}.html`), adminHtml());
        logger.info(`${files.size + 1} files of the editor at ${ADMIN_PATH}`);
      },
    },
  };
}
