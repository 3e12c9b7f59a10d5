// `npm run bench`: Lighthouse's default mobile preset (simulated throttling), performance only,
// on the build and on its no-JavaScript floor (scripts/lighthouse/make-floor.mjs). Results stay in
// .lighthouseci/ for scripts/lighthouse/compare.mjs; nothing is asserted or uploaded here.
import { PAGES, RUNS, VARIANTS, origin } from "./scripts/lighthouse/bench-setup.mjs";
import { collectOptions } from "./scripts/lighthouse/collect-common.mjs";
import { requireNodeFloor } from "./server/node-version.mjs";

requireNodeFloor("Lighthouse CI");

// lhci runs its URLs in order, so the list alternates build and floor (starting with either in
// turn) round after round: drift on a busy machine then affects both alike.
const urls = [];
for (let round = 0; round < RUNS; round += 1) {
  for (const [index, page] of PAGES.entries()) {
    const order = (round + index) % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
    urls.push(...order.map((variant) => origin(variant) + page));
  }
}

export const ci = {
  collect: collectOptions({
    urls,
    startServerCommand: "node scripts/lighthouse/serve-variants.mjs",
    readyPattern: "bench server ready",
    numberOfRuns: 1,
    // The full-page screenshot only feeds the report's thumbnails and costs a second a run.
    settings: { onlyCategories: ["performance"], disableFullPageScreenshot: true },
  }),
};
