// The benchmark's floor: a copy of the build with every <script> and module preload removed, but
// for the JSON-LD data blocks, which are markup that no browser runs: the page as fast as its
// markup and CSS allow.
import { relative } from "node:path";
import * as setup from "./bench-setup.mjs";

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const DATA_BLOCK = /^<script type="application\/ld\+json">/;
const withoutCode = (element) => (DATA_BLOCK.test(element) ? element : "");
const MODULE_PRELOAD = /<link\b[^>]*\brel=(["']?)modulepreload\1[^>]*>/gi;

const floor = setup.FLOOR.root;
const changed = await setup.copyBuildAs(setup.FLOOR, {
  ".html": (html, path) => {
    const stripped = html.replace(SCRIPT_ELEMENT, withoutCode).replace(MODULE_PRELOAD, "");
    const scriptsLeft = stripped.match(/<script\b[^>]*>/gi) ?? [];
    if (scriptsLeft.some((tag) => !DATA_BLOCK.test(tag)) || /modulepreload/i.test(stripped)) {
      throw new Error(`could not strip every script from ${relative(floor, path)}`);
    }
    return stripped;
  },
});
console.log(
  `floor: ${changed[".html"]} pages without scripts in ${relative(setup.PROJECT_DIR, floor)}`,
);
