// `npm run test:lighthouse:performance`, after `collect.mjs lighthouserc.performance.js`: holds
// every page of the build to its no-script floor measured in the same run (floor-gate.mjs), and
// prints each page's figures. Exits 1, naming each miss.
import { FLOOR_VARIANTS, PERFORMANCE_RUNS, readRuns } from "./bench-setup.mjs";
import { PERFORMANCE_PAGES } from "./collect-common.mjs";
import { judgePage } from "./floor-gate.mjs";

const { runs } = await readRuns(PERFORMANCE_PAGES, PERFORMANCE_RUNS, FLOOR_VARIANTS);
const missed = [];
for (const page of PERFORMANCE_PAGES) {
  const verdict = judgePage(page, runs[`build ${page}`], runs[`floor ${page}`]);
  console.log(`${page}\n  ${verdict.lines.join("\n  ")}`);
  missed.push(...verdict.missed);
}
if (missed.length > 0) {
  console.error(`\nThe build costs more than its no-script floor:\n  ${missed.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nEvery page within its floor's margins (${PERFORMANCE_RUNS} runs of each).`);
