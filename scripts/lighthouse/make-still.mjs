// The benchmark's still copy: the build with every animation and transition off, and the hero's
// title shown as after its typing (html[data-hero-typed], the state the head script sets once a
// session has seen it typed). The same markup and layout without motion, so `npm run bench` can
// say what motion costs the main thread.
import { relative } from "node:path";
import * as setup from "./bench-setup.mjs";

const TYPED_ATTRIBUTE = "data-hero-typed";
const NO_MOTION = "*,*::before,*::after{animation:none!important;transition:none!important}";
const HTML_START = /<html\b/;

const still = setup.STILL.root;
const changed = await setup.copyBuildAs(setup.STILL, {
  ".css": (css, path) => {
    if (css.includes(".hero-letter") && !css.includes(`[${TYPED_ATTRIBUTE}]`)) {
      throw new Error(
        `${relative(still, path)} no longer skips the typing with [${TYPED_ATTRIBUTE}]`,
      );
    }
    return `${css}\n${NO_MOTION}\n`;
  },
  ".html": (html) => html.replace(HTML_START, `<html ${TYPED_ATTRIBUTE}`),
});
if (changed[".css"] === 0) throw new Error(`no stylesheet in ${still}`);
console.log(
  `still: ${changed[".html"]} pages, ${changed[".css"]} stylesheets without motion in ${relative(setup.PROJECT_DIR, still)}`,
);
