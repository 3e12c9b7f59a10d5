// `npm run test:lighthouse`, after the quality gate: Lighthouse's default mobile preset (simulated
// throttling, 4× CPU), performance only, on the production server in Debian's Chromium (the
// browser visitors have, not the headless shell). Each page three times, the pages taking turns
// so drift on the machine touches all alike; `lhci assert` holds the median of a page's three
// runs to its goal (performanceGoalOf): pages without a script at Performance 100 and Total
// Blocking Time 50 ms or less, the price pages at 95 and 150 ms; and no run of any page shows a
// non-composited animation. `npm run bench` reports the same goals for every one of its runs.
import {
  PERFORMANCE_PAGES,
  basePort,
  collectOptions,
  performanceGoalOf,
} from "./scripts/lighthouse/collect-common.mjs";
import { escapeRegExp } from "./scripts/lib/escape-regexp.mjs";
import { requireNodeFloor } from "./server/node-version.mjs";

requireNodeFloor("Lighthouse CI");

const RUNS = 3;
const port = basePort();
const urlOf = (page) => `http://127.0.0.1:${port}${page}`;

export const ci = {
  collect: collectOptions({
    urls: Array.from({ length: RUNS }, () => PERFORMANCE_PAGES.map(urlOf)).flat(),
    startServerCommand: `PORT=${port} node server/serve.mjs`,
    readyPattern: "Tesseris site at",
    numberOfRuns: 1,
    // The full-page screenshot only feeds the report's thumbnails and costs a second a run.
    settings: { onlyCategories: ["performance"], disableFullPageScreenshot: true },
  }),
  assert: {
    assertMatrix: PERFORMANCE_PAGES.map((page) => {
      const goal = performanceGoalOf(page);
      return {
        matchingUrlPattern: `^${escapeRegExp(urlOf(page))}$`,
        assertions: {
          "categories:performance": [
            "error",
            { minScore: goal.score / 100, aggregationMethod: "median" },
          ],
          "total-blocking-time": [
            "error",
            { maxNumericValue: goal.tbt, aggregationMethod: "median" },
          ],
          "non-composited-animations": [
            "error",
            { maxLength: 0, aggregationMethod: "pessimistic" },
          ],
        },
      };
    }),
  },
};
