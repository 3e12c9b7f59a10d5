// `npm run test:lighthouse`, after the quality gate: Lighthouse's default mobile preset,
// performance only, on the price pages of the build and of its no-script floor
// (scripts/lighthouse/make-floor.mjs), alternating. scripts/lighthouse/assert-lcp-floor.mjs then
// holds every run's simulated LCP to the floor's.
import { LCP_PAGES, LCP_RUNS, VARIANTS, origin } from "./scripts/lighthouse/bench-setup.mjs";
import { collectOptions } from "./scripts/lighthouse/collect-common.mjs";
import { requireNodeFloor } from "./server/node-version.mjs";

requireNodeFloor("Lighthouse CI");

const urls = [];
for (let round = 0; round < LCP_RUNS; round += 1) {
  for (const [index, page] of LCP_PAGES.entries()) {
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
    settings: {
      onlyCategories: ["performance"],
      onlyAudits: ["largest-contentful-paint", "network-requests"],
      disableFullPageScreenshot: true,
    },
  }),
};
