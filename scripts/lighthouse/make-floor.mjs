// The benchmark's floor: a copy of the build with every <script> and module preload removed, but
// for the JSON-LD data blocks, which are markup that no browser runs: the page as fast as its
// markup and CSS allow. Each changed page gets new .br/.gz twins, or the
// server would go on sending the original page to every browser that accepts compression.
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, relative } from "node:path";
import { precompress, walk } from "../../integrations/precompress.mjs";
import * as setup from "./bench-setup.mjs";

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const DATA_BLOCK = /^<script type="application\/ld\+json">/;
const withoutCode = (element) => (DATA_BLOCK.test(element) ? element : "");
const MODULE_PRELOAD = /<link\b[^>]*\brel=(["']?)modulepreload\1[^>]*>/gi;

const [build, floor] = [setup.BUILD.root, setup.FLOOR.root];

// The folder beside client/ goes too: the request handler reads headers.json from there.
await rm(dirname(floor), { recursive: true, force: true });
await cp(dirname(build), dirname(floor), { recursive: true });

let changed = 0;
for await (const path of walk(floor)) {
  if (!path.endsWith(".html")) continue;
  const html = await readFile(path, "utf8");
  const stripped = html.replace(SCRIPT_ELEMENT, withoutCode).replace(MODULE_PRELOAD, "");
  const scriptsLeft = stripped.match(/<script\b[^>]*>/gi) ?? [];
  if (scriptsLeft.some((tag) => !DATA_BLOCK.test(tag)) || /modulepreload/i.test(stripped)) {
    throw new Error(`could not strip every script from ${relative(floor, path)}`);
  }
  if (stripped === html) continue;
  await writeFile(path, stripped);
  await precompress(path);
  changed += 1;
}
console.log(`floor: ${changed} pages without scripts in ${relative(setup.PROJECT_DIR, floor)}`);
