// `npm run test:lighthouse`, after the quality gate: Lighthouse's default mobile preset (simulated
// throttling, 4× CPU), performance only, in Debian's Chromium (the browser visitors have, not the
// headless shell), on the Performance gate's pages (home and a price page, PERFORMANCE_PAGES) of
// the build and of its no-script floor (scripts/lighthouse/make-floor.mjs), served side by side by
// the production request handling. The two take turns page after page and round after round, so
// whatever the machine is doing touches both alike; scripts/lighthouse/assert-performance-floor.mjs
// then holds the build to shares of the floor's work measured in the same run, never to a figure
// in milliseconds, which grows with the machine.
import {
  FLOOR_VARIANTS,
  PERFORMANCE_RUNS,
  alternatingUrls,
} from "./scripts/lighthouse/bench-setup.mjs";
import { PERFORMANCE_PAGES, collectOptions } from "./scripts/lighthouse/collect-common.mjs";
import { requireNodeFloor } from "./server/node-version.mjs";

requireNodeFloor("Lighthouse CI");

export const ci = {
  collect: collectOptions({
    urls: alternatingUrls(PERFORMANCE_PAGES, PERFORMANCE_RUNS, FLOOR_VARIANTS),
    startServerCommand: "node scripts/lighthouse/serve-variants.mjs",
    readyPattern: "bench server ready",
    numberOfRuns: 1,
    settings: {
      // What floor-gate.mjs reads and prints, alone: the whole category would also gather what
      // its other audits need (a back-forward-cache test navigates twice). The score is the
      // bench's to report.
      onlyAudits: [
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "mainthread-work-breakdown",
        "metrics",
        "network-requests",
        "non-composited-animations",
      ],
      // The full-page screenshot only feeds the report's thumbnails and costs a second a run.
      disableFullPageScreenshot: true,
      // Lighthouse's default wait after the load (a second) holds no work of these pages: the
      // explorer's code is asked for in the first idle moment after the largest paint and keeps
      // the CPU busy until it has hydrated, which the quiet windows wait for (the price pages'
      // script time is the same with the default waits). The wait after the first paint stays:
      // Lighthouse moves on when the page reports its paint, but the trace marks the paint only
      // once its frame is on screen, which a busy core delays. Without the wait, runs on one core
      // ended with the page painted but no first-paint mark and no frame in the trace, so no FCP:
      // 1 run in 10 on a quiet machine, 6 in 12 beside other tests (issue 58).
      pauseAfterFcpMs: 1000,
      pauseAfterLoadMs: 0,
      networkQuietThresholdMs: 500,
      cpuQuietThresholdMs: 500,
    },
  }),
};
