// Captures the fixtures of defer-hydration.test.ts from `npx react-router build` alone (run it
// before postbuild, which rewrites the pages): of each kind of page, the <head> with its
// modulepreload links and the inline scripts at the end of <body> (the visible content, which
// the rewrite never reads, is left out), and the route manifest. Rerun after upgrading React
// Router and read the diff: a change in its output is a change the rewrite must be taught.
// The files are kept byte for byte; their .txt suffix keeps Prettier and ESLint off them.
import { copyFile, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const CLIENT_DIR = new URL("../../../build/client/", import.meta.url).pathname;
const HERE = new URL(".", import.meta.url).pathname;

/** One page of each kind: file in the build, fixture name. */
const PAGES = {
  "index.html": "home",
  "prices/index.html": "prices",
  "solutions/citros/index.html": "product",
  "terms/index.html": "legal-terms",
  "imprint/index.html": "legal-imprint",
  "404/index.html": "not-found",
  "solutions/_not-found/index.html": "unknown-product",
};

for (const [file, name] of Object.entries(PAGES)) {
  const html = await readFile(join(CLIENT_DIR, file), "utf8");
  if (!html.includes('<script type="module" async="">')) {
    throw new Error(`${file} is not React Router's own output: run capture.mjs before postbuild`);
  }
  const head = /<head>[\s\S]*?<\/head>/.exec(html)?.[0];
  const scripts = html.slice(html.indexOf("<body")).match(/<script\b[^>]*>[\s\S]*?<\/script>/g);
  if (!head || !scripts) throw new Error(`${file} has no <head> or no scripts in <body>`);
  const body = `<body><!-- page content left out -->${scripts.join("")}</body>`;
  await writeFile(
    join(HERE, `${name}.html.txt`),
    `<!DOCTYPE html><html lang="en">${head}${body}</html>\n`,
  );
}

const manifests = (await readdir(join(CLIENT_DIR, "assets"))).filter((name) =>
  /^manifest-[\w-]+\.js$/.test(name),
);
if (manifests.length !== 1) throw new Error(`expected one route manifest, found ${manifests}`);
await copyFile(join(CLIENT_DIR, "assets", manifests[0]), join(HERE, "manifest.js.txt"));
console.log(`captured ${Object.keys(PAGES).length} pages and ${manifests[0]}`);
