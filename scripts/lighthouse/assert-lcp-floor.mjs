// `npm run test:lighthouse`, after `collect.mjs lighthouserc.lcp.js`: every run's
// simulated LCP on the price pages is within LCP_FLOOR_RATIO of the floor's, the same page with
// no script at all. The floor is the slowest of its own runs in the batch: its LCP moves by
// itself between about 0.75 and 0.9 s with the favicon's request, which Lantern counts when it
// ends before the paint. Exits 1, naming each run that missed, otherwise prints the figures.
import { LCP_PAGES, LCP_RUNS, VARIANTS, readRuns } from "./bench-setup.mjs";

const LCP_FLOOR_RATIO = 1.05;

const { runs } = await readRuns(LCP_PAGES, LCP_RUNS);
const lcpOf = (variant, page) =>
  runs[`${variant.name} ${page}`].map((lhr) => lhr.audits["largest-contentful-paint"].numericValue);
const [build, floor] = VARIANTS;
const missed = [];
for (const page of LCP_PAGES) {
  const floorRuns = lcpOf(floor, page);
  const limit = Math.max(...floorRuns) * LCP_FLOOR_RATIO;
  const buildRuns = lcpOf(build, page);
  const ms = (values) => values.map((value) => Math.round(value)).join(", ");
  console.log(`${page}: LCP ${ms(buildRuns)} ms; floor ${ms(floorRuns)} ms`);
  for (const lcp of buildRuns) {
    if (lcp > limit) missed.push(`${page}: ${Math.round(lcp)} ms > ${Math.round(limit)} ms`);
  }
}
if (missed.length > 0) {
  console.error(
    `Simulated LCP above ${LCP_FLOOR_RATIO}× the no-script floor:\n  ${missed.join("\n  ")}`,
  );
  process.exit(1);
}
