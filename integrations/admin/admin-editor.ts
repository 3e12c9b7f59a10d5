// The browser editor at /admin: Sveltia CMS, served from the site's own origin. Its hooks, its
// stylesheet and its answers to CDN requests are static files in public/admin/; this integration
// adds what comes from node_modules (the CMS script, its words in every language, its three fonts,
// the modules it imports) and what is written from the data files (the page and its policy, from
// content/publishing.yaml; the configuration; the list of edge spaces): into the build, and served
// by `astro dev`.
import type { AstroIntegration } from "astro";
import { createReadStream, readdirSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { adminHeaders } from "../../server/security-headers.mjs";
import { inlineScriptHashes } from "../inline-scripts.mjs";
import { adminPage, cmsFontStylesOf, FONTS_FOLDER } from "./admin-page.ts";
import { ADMIN_PATH, cmsConfigYaml } from "./cms-config.ts";
import { edgeSpacesJson } from "./edge-spaces.ts";
import { adminPolicy, readPublishing, type Publishing } from "./publishing.ts";

/** A dependency's folder (the packages' `exports` hide their package.json from resolution). */
const packageDir = (name: string) =>
  fileURLToPath(new URL(`../../node_modules/${name}/`, import.meta.url));

/**
 * The CMS's fonts (the families it names, from the @fontsource packages it names itself), by the
 * file name its stylesheet asks for (admin-page.ts), each with its package's licence beside it.
 */
export const FONTS = [
  { pkg: "@fontsource-variable/source-sans-3", file: "source-sans-3-latin-wght-normal.woff2" },
  { pkg: "@fontsource/noto-mono", file: "noto-mono-latin-400-normal.woff2" },
  {
    pkg: "@fontsource-variable/material-symbols-outlined",
    file: "material-symbols-outlined-latin-wght-normal.woff2",
  },
] as const;

/**
 * Immutable.js, which the CMS loads from a CDN when a script registers an event hook (the save
 * hook does); the page's import map (admin-page.ts) sends that request here instead.
 */
function immutableModule(): string {
  const fromCms = createRequire(join(packageDir("@sveltia/cms"), "package.json"));
  return join(dirname(fromCms.resolve("immutable/package.json")), "dist/immutable.es.js");
}

/** Every file below `dir`, by its path relative to it. */
function filesBelow(dir: string, prefix = ""): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesBelow(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [[`${prefix}${entry.name}`, join(dir, entry.name)] as [string, string]],
  );
}

const CMS_BUNDLE = join(packageDir("@sveltia/cms"), "dist/sveltia-cms.js");

/** Every file the editor needs from node_modules, by its path under /admin/. */
function packagedFiles(): Map<string, string> {
  const files = new Map<string, string>([
    ["sveltia-cms.js", CMS_BUNDLE],
    // For public/admin/cms-requests.js: the pinned version, for the CMS's update check, and its
    // words in each language it has, which it would ask a CDN for.
    ["vendor/sveltia-cms-package.json", join(packageDir("@sveltia/cms"), "package.json")],
    ...filesBelow(join(packageDir("@sveltia/cms"), "locales")).map(
      ([name, path]): [string, string] => [`locales/${name}`, path],
    ),
    ["vendor/immutable.es.js", immutableModule()],
    // The yaml package's ES modules for browsers, for public/admin/editor-hooks.js.
    ...filesBelow(join(packageDir("yaml"), "browser/dist"))
      .filter(([name]) => name.endsWith(".js"))
      .map(([name, path]): [string, string] => [`vendor/yaml/${name}`, path]),
  ]);
  for (const { pkg, file } of FONTS) {
    files.set(`${FONTS_FOLDER}/${file}`, join(packageDir(pkg), "files", file));
    files.set(`${FONTS_FOLDER}/${pkg.split("/")[1]}-LICENSE.txt`, join(packageDir(pkg), "LICENSE"));
  }
  return files;
}

/** The files written for the content as it is now, by their path under /admin/. */
function generatedFiles(): Map<string, () => string> {
  return new Map([
    ["config.yml", () => cmsConfigYaml()],
    ["edge-spaces.json", () => edgeSpacesJson()],
    ["fonts.css", () => cmsFontStylesOf(CMS_BUNDLE).css],
  ]);
}

/** The page at /admin, for these publishing settings. */
const adminHtml = (publishing: Publishing) => adminPage(publishing, cmsFontStylesOf(CMS_BUNDLE).id);

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "application/yaml; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};
const typeOf = (path: string) => TYPES[path.slice(path.lastIndexOf("."))] ?? "";

/**
 * `astro dev`: /admin is the written page (not an Astro page, so no hot reload restarts the editor
 * when it saves a file) under its own CSP, and the packaged and generated files are served fresh
 * on each request, so the editor picks up a new offering on reload.
 */
function devMiddleware() {
  const packaged = packagedFiles();
  const generated = generatedFiles();
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? "").split("?")[0] ?? "";
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (path === ADMIN_PATH) {
      // Read on each request, as the generated files are, so a change shows on reload.
      const publishing = readPublishing();
      const html = adminHtml(publishing);
      // The page's own policy, as the hosts send it: the editor is used here, on a workstation,
      // and here too nothing it asks of another origin but the Git host's API leaves the machine.
      const headers: Record<string, string> = adminHeaders(
        {},
        inlineScriptHashes(html, "admin.html"),
        adminPolicy(publishing),
      );
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "no-cache");
      res.end(html);
      return;
    }
    if (!path.startsWith(`${ADMIN_PATH}/`)) return next();
    const name = path.slice(ADMIN_PATH.length + 1);
    const file = packaged.get(name);
    const write = generated.get(name);
    if (!file && !write) return next();
    res.setHeader("Content-Type", typeOf(name));
    res.setHeader("Cache-Control", "no-cache");
    if (write) res.end(write());
    else if (file) createReadStream(file).pipe(res);
  };
}

async function writeAdminFiles(clientDir: string): Promise<number> {
  const adminDir = join(clientDir, ADMIN_PATH.slice(1));
  let count = 0;
  for (const [name, source] of packagedFiles()) {
    await mkdir(dirname(join(adminDir, name)), { recursive: true });
    await copyFile(source, join(adminDir, name));
    count += 1;
  }
  for (const [name, write] of generatedFiles()) {
    await writeFile(join(adminDir, name), write());
    count += 1;
  }
  await writeFile(join(clientDir, `${ADMIN_PATH.slice(1)}.html`), adminHtml(readPublishing()));
  return count + 1;
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
        const count = await writeAdminFiles(fileURLToPath(dir));
        logger.info(`${count} files of the editor at ${ADMIN_PATH}`);
      },
    },
  };
}
