// `npm run bench`: Lighthouse's default mobile preset (simulated throttling), performance only,
// on the bench's pages (BENCH_PAGES, more than the Performance gate holds) of the build, its
// no-JavaScript floor (scripts/lighthouse/make-floor.mjs) and its still copy
// (scripts/lighthouse/make-still.mjs).
// Results stay in .lighthouseci/ for scripts/lighthouse/compare.mjs; nothing is uploaded here.
import { RUNS, alternatingUrls } from "./scripts/lighthouse/bench-setup.mjs";
import { BENCH_PAGES, collectOptions } from "./scripts/lighthouse/collect-common.mjs";
import { requireNodeFloor } from "./server/node-version.mjs";

requireNodeFloor("Lighthouse CI");

export const ci = {
  collect: collectOptions({
    urls: alternatingUrls(BENCH_PAGES, RUNS),
    startServerCommand: "node scripts/lighthouse/serve-variants.mjs",
    readyPattern: "bench server ready",
    numberOfRuns: 1,
    // The full-page screenshot only feeds the report's thumbnails and costs a second a run.
    settings: { onlyCategories: ["performance"], disableFullPageScreenshot: true },
  }),
};
