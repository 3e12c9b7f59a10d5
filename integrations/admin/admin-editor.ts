// The browser editor at /admin: Sveltia CMS, from the site's own origin. Its hooks and stylesheet
// are in public/admin/; this integration adds what comes from node_modules (the CMS, its words in
// every language, its fonts, the modules it imports) and what is written from the data files (the
// page, the configuration, the edge spaces): into the build, and fresh on each request in dev.
import type { AstroIntegration } from "astro";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { adminHeaders } from "../../server/security-headers.mjs";
import { inlineScriptHashes } from "../inline-scripts.mjs";
import { adminPage, cmsFontStyles, FONTS_FOLDER } from "./admin-page.ts";
import { ADMIN_PATH, cmsConfigYaml } from "./cms-config.ts";
import { edgeSpacesJson } from "./edge-spaces.ts";
import { adminPolicy, readPublishing } from "./publishing.ts";

/** A dependency's folder (the packages' `exports` hide their package.json from resolution). */
const packageDir = (name: string) =>
  fileURLToPath(new URL(`../../node_modules/${name}/`, import.meta.url));
const CMS_DIR = packageDir("@sveltia/cms");

/** The CMS's fonts, from the @fontsource packages it names, by the file its stylesheet asks for. */
export const FONTS = [
  { pkg: "@fontsource-variable/source-sans-3", file: "source-sans-3-latin-wght-normal.woff2" },
  { pkg: "@fontsource/noto-mono", file: "noto-mono-latin-400-normal.woff2" },
  {
    pkg: "@fontsource-variable/material-symbols-outlined",
    file: "material-symbols-outlined-latin-wght-normal.woff2",
  },
] as const;

/** Every file below `dir`, as [its path under `prefix`, its path on disk]. */
function filesBelow(dir: string, prefix: string): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesBelow(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [[`${prefix}${entry.name}`, join(dir, entry.name)] as [string, string]],
  );
}

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
    ...filesBelow(join(CMS_DIR, "locales"), "locales/"),
    ["vendor/immutable.es.js", join(dirname(immutable), "dist/immutable.es.js")],
    ...filesBelow(join(packageDir("yaml"), "browser/dist"), "vendor/yaml/").filter(([name]) =>
      name.endsWith(".js"),
    ),
    ...FONTS.flatMap(({ pkg, file }): [string, string][] => [
      [`${FONTS_FOLDER}/${file}`, join(packageDir(pkg), "files", file)],
      [`${FONTS_FOLDER}/${pkg.split("/")[1]}-LICENSE.txt`, join(packageDir(pkg), "LICENSE")],
    ]),
  ];
  return new Map<string, () => string | Buffer>([
    ...copies.map(([name, path]): [string, () => Buffer] => [name, () => readFileSync(path)]),
    ["config.yml", () => cmsConfigYaml()],
    ["edge-spaces.json", () => edgeSpacesJson()],
    ["fonts.css", () => cmsFonts().css],
  ]);
}

const adminHtml = () => adminPage(readPublishing(), cmsFonts().id);

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".yml": "application/yaml; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

/**
 * `astro dev`: /admin is the written page (not an Astro page, so no hot reload restarts the editor
 * when it saves a file), under its own policy as the hosts send it.
 */
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
    const policy = adminPolicy(readPublishing());
    const headers: Record<string, string> = adminHeaders(
      {},
      inlineScriptHashes(html, "admin.html"),
      policy,
    );
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
