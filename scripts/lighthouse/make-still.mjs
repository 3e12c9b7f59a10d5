// The benchmark's still copy: the build with every animation and transition off, and the hero's
// title shown as after its typing (html[data-hero-typed], the state the head script sets once a
// session has seen it typed). The same markup and layout without motion, so `npm run bench` can
// say what motion costs the main thread. Changed files get new .br/.gz twins, as in the floor.
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, relative } from "node:path";
import { precompress, walk } from "../../integrations/precompress.mjs";
import * as setup from "./bench-setup.mjs";

const TYPED_ATTRIBUTE = "data-hero-typed";
const NO_MOTION = "*,*::before,*::after{animation:none!important;transition:none!important}";
const HTML_START = /<html\b/;

const still = setup.STILL.root;
await rm(dirname(still), { recursive: true, force: true });
await cp(dirname(setup.BUILD.root), dirname(still), { recursive: true });

let pages = 0;
let stylesheets = 0;
for await (const path of walk(still)) {
  if (path.endsWith(".css")) {
    const css = await readFile(path, "utf8");
    if (css.includes(".hero-letter") && !css.includes(`[${TYPED_ATTRIBUTE}]`)) {
      throw new Error(
        `${relative(still, path)} no longer skips the typing with [${TYPED_ATTRIBUTE}]`,
      );
    }
    await writeFile(path, `${css}\n${NO_MOTION}\n`);
    stylesheets += 1;
  } else if (path.endsWith(".html")) {
    const html = await readFile(path, "utf8");
    if (!HTML_START.test(html)) continue;
    await writeFile(path, html.replace(HTML_START, `<html ${TYPED_ATTRIBUTE}`));
    pages += 1;
  } else continue;
  await precompress(path);
}
if (stylesheets === 0) throw new Error(`no stylesheet in ${still}`);
console.log(
  `still: ${pages} pages, ${stylesheets} stylesheets without motion in ${relative(setup.PROJECT_DIR, still)}`,
);
