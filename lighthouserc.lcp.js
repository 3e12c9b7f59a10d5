// `npm run test:lighthouse`, after the quality gate: Lighthouse's default mobile preset,
// performance only, on the price pages of the build and of its no-script floor
// (scripts/lighthouse/make-floor.mjs), alternating. scripts/lighthouse/assert-lcp-floor.mjs then
// holds every run's simulated LCP to the floor's.
import {
  LCP_PAGES,
  LCP_RUNS,
  LCP_VARIANTS,
  alternatingUrls,
} from "./scripts/lighthouse/bench-setup.mjs";
import { collectOptions } from "./scripts/lighthouse/collect-common.mjs";
import { requireNodeFloor } from "./server/node-version.mjs";

requireNodeFloor("Lighthouse CI");

export const ci = {
  collect: collectOptions({
    urls: alternatingUrls(LCP_PAGES, LCP_RUNS, LCP_VARIANTS),
    startServerCommand: "node scripts/lighthouse/serve-variants.mjs",
    readyPattern: "bench server ready",
    numberOfRuns: 1,
    headlessShell: true,
    // The audits the check reads, alone: with the performance category, Lighthouse would also
    // gather what its other audits need (a back-forward-cache test navigates twice), 1 s a run.
    settings: {
      onlyAudits: ["largest-contentful-paint", "metrics", "network-requests"],
      disableFullPageScreenshot: true,
      // The check reads the first paint and the requests before it, long done at load. Lighthouse's
      // default waits after load (a second each, for late work other audits count) took the twelve
      // runs from 57 to 75 s here, with the same LCPs.
      pauseAfterFcpMs: 0,
      pauseAfterLoadMs: 0,
      networkQuietThresholdMs: 500,
      cpuQuietThresholdMs: 500,
    },
  }),
};
