// The inline scripts: bundled by Vite, then hashed for the CSP; any other one fails the build.
import { createHash } from "node:crypto";
import { build } from "vite";

/** `import code from "~/scripts/head?inline-script"`: the module as one minified script. */
const INLINE_SCRIPT_QUERY = "?inline-script";

/** What bundleScript has made in this process: the code the site's pages may inline. */
const bundledScripts = new Set();

/** Astro's inline scripts: the island element and the client:afterlcp directive (price pages). */
const ASTRO_INLINE_SCRIPTS = [
  /customElements\.define\("astro-island"/,
  /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.afterlcp=/,
];

/** A browser module and its imports as one minified classic script; `alias`: the site's (`~`). */
export async function bundleScript(entry, alias) {
  // Library mode: one file, no module preload; an IIFE needs a name, though nothing is exported.
  const [{ output }] = await build({
    configFile: false,
    logLevel: "silent",
    resolve: { alias },
    build: { write: false, minify: true, lib: { entry, formats: ["iife"], name: "script" } },
  });
  const code = output[0].code.trim();
  bundledScripts.add(code);
  return code;
}

/** Vite plugin: a module imported with INLINE_SCRIPT_QUERY is its bundled code as a string. */
export function inlineScripts() {
  let alias;
  return {
    name: "tesseris:inline-scripts",
    configResolved(config) {
      alias = config.resolve.alias;
    },
    async load(id) {
      if (!id.endsWith(INLINE_SCRIPT_QUERY)) return undefined;
      const code = await bundleScript(id.slice(0, -INLINE_SCRIPT_QUERY.length), alias);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

// Inline scripts, less JSON-LD data blocks, which CSP does not govern (speculation rules it does).
const INLINE_SCRIPT =
  /<script(?![^>]*\s(?:src=|type="application\/ld\+json"))([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

const sha256 = (body) => createHash("sha256").update(body, "utf8").digest("base64");

/** SHA-256 hashes (base64) of every inline script in the page; throws on an unknown script. */
export function inlineScriptHashes(html, page) {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, attributes = "", body = ""]) => {
    // Speculation rules and import maps (the editor's, at /admin) are JSON, run as scripts.
    const json = /type="(?:speculationrules|importmap)"/.test(attributes);
    if (json) JSON.parse(body);
    else if (!bundledScripts.has(body) && !ASTRO_INLINE_SCRIPTS.some((astro) => astro.test(body))) {
      throw new Error(`Unknown inline script in ${page}: ${body.slice(0, 120)}`);
    }
    return sha256(body);
  });
}

/** SHA-256 hashes (base64) of every inline style element in the page (Astro's island style). */
export function inlineStyleHashes(html) {
  return [...html.matchAll(INLINE_STYLE)].map(([, body = ""]) => sha256(body));
}
