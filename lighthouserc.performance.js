// `npm run test:lighthouse`, after the quality gate: Lighthouse's default mobile preset (simulated
// throttling, 4× CPU), performance only, in Debian's Chromium (the browser visitors have, not the
// headless shell), on the Performance gate's pages of the build and of its no-script floor
// (scripts/lighthouse/make-floor.mjs), served side by side by the production request handling.
// The two take turns page after page and round after round, so whatever the machine is doing
// touches both alike; scripts/lighthouse/assert-performance-floor.mjs then holds the build to the
// floor measured in the same run, never to a figure of some other machine.
import {
  FLOOR_VARIANTS,
  PERFORMANCE_PAGES,
  PERFORMANCE_RUNS,
  alternatingUrls,
} from "./scripts/lighthouse/bench-setup.mjs";
import { collectOptions } from "./scripts/lighthouse/collect-common.mjs";
import { requireNodeFloor } from "./server/node-version.mjs";

requireNodeFloor("Lighthouse CI");

export const ci = {
  collect: collectOptions({
    urls: alternatingUrls(PERFORMANCE_PAGES, PERFORMANCE_RUNS, FLOOR_VARIANTS),
    startServerCommand: "node scripts/lighthouse/serve-variants.mjs",
    readyPattern: "bench server ready",
    numberOfRuns: 1,
    // The full-page screenshot only feeds the report's thumbnails and costs a second a run.
    settings: { onlyCategories: ["performance"], disableFullPageScreenshot: true },
  }),
};
