// `npm run bench`, after collect.mjs: reads Lighthouse's results from .lighthouseci/, compares
// the build's medians with the floor's and writes the bench report (reports/bench.md). Exits 1 when a target is
// missed, after writing the report. The goals in milliseconds (issue 36's, and the price pages'
// TBT above their floor, issue 50's) are only reported: they measure the machine as well as the
// page (issue 58), and `npm test` holds none of them.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import os from "node:os";
import * as prettier from "prettier";
import { REPORT_PATH } from "../lib/bench-report.mjs";
import * as setup from "./bench-setup.mjs";
import { BENCH_PAGES, performanceGoalOf } from "./collect-common.mjs";

const { RUNS, VARIANTS, audit, median } = setup;

const ms = (value) => String(Math.round(value));
const METRICS = [
  {
    key: "fcp",
    label: "FCP (ms)",
    read: (lhr) => audit(lhr, "first-contentful-paint"),
    format: ms,
  },
  {
    key: "lcp",
    label: "LCP (ms)",
    read: (lhr) => audit(lhr, "largest-contentful-paint"),
    format: ms,
  },
  { key: "tbt", label: "TBT (ms)", read: (lhr) => audit(lhr, "total-blocking-time"), format: ms },
  {
    key: "cls",
    label: "CLS",
    read: (lhr) => audit(lhr, "cumulative-layout-shift"),
    format: (v) => v.toFixed(3),
  },
  {
    key: "mainThread",
    label: "Main thread (ms)",
    read: (lhr) => audit(lhr, "mainthread-work-breakdown"),
    format: ms,
  },
  {
    key: "nonComposited",
    label: "Non-composited animations",
    read: (lhr) => lhr.audits["non-composited-animations"]?.details?.items?.length ?? 0,
    format: ms,
  },
  {
    key: "score",
    label: "Performance",
    read: (lhr) => lhr.categories.performance.score * 100,
    format: ms,
  },
];

function summarise(runs) {
  return BENCH_PAGES.map((page) => {
    const medians = {};
    for (const { name } of VARIANTS) {
      medians[name] = Object.fromEntries(
        METRICS.map((metric) => [metric.key, median(runs[`${name} ${page}`].map(metric.read))]),
      );
    }
    const { build, floor, still } = medians;
    const ratio = (key) => build[key] / floor[key];
    const targets = [
      {
        name: "FCP within 10 % of the floor",
        met: ratio("fcp") <= 1.1,
        detail: `×${ratio("fcp").toFixed(2)}`,
      },
      {
        name: "LCP within 10 % of the floor",
        met: ratio("lcp") <= 1.1,
        detail: `×${ratio("lcp").toFixed(2)}`,
      },
      { name: "CLS 0", met: build.cls.toFixed(2) === "0.00", detail: build.cls.toFixed(3) },
    ];
    const goal = performanceGoalOf(page);
    /** The build's value of the metric `key` in each run. */
    const perRun = (key) =>
      runs[`build ${page}`].map(METRICS.find((metric) => metric.key === key).read);
    const [score, tbt, nonComposited] = ["score", "tbt", "nonComposited"].map(perRun);
    const goals = [
      {
        name: `Performance ${goal.score} or more in every run`,
        met: score.every((value) => Math.round(value) >= goal.score),
        detail: score.map(ms).join(", "),
      },
      {
        name: `TBT ${goal.tbt} ms or less in every run`,
        met: tbt.every((value) => value <= goal.tbt),
        detail: tbt.map(ms).join(", "),
      },
      ...(goal.tbtAboveFloor === undefined
        ? []
        : [
            {
              name: `TBT median at most ${goal.tbtAboveFloor} ms above the floor's`,
              met: build.tbt - floor.tbt <= goal.tbtAboveFloor,
              detail: `${ms(build.tbt - floor.tbt)} ms (${ms(build.tbt)} / ${ms(floor.tbt)})`,
            },
          ]),
      {
        name: "no non-composited animation in any run",
        met: nonComposited.every((count) => count === 0),
        detail: nonComposited.join(", "),
      },
    ];
    const motion = `main thread ×${(build.mainThread / still.mainThread).toFixed(2)} of the same page with every animation off (${ms(build.mainThread)} / ${ms(still.mainThread)} ms)`;
    return { page, build, floor, still, targets, goals, motion };
  });
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map((_, i) => (i === 0 ? "---" : "--:"))), ...rows.map(line)];
}

async function writeReport(pages, lhrs) {
  const [first] = lhrs;
  const chrome = first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "unknown";
  const benchmarkIndex = Math.round(median(lhrs.map((lhr) => lhr.environment.benchmarkIndex)));
  const warnings = [...new Set(lhrs.flatMap((lhr) => lhr.runWarnings))];
  const cpus = os.cpus();
  const lines = [
    "# Performance",
    "",
    "What `npm run bench` measures: Lighthouse's default mobile preset (simulated throttling: " +
      "slow 4G, 4× CPU slowdown), performance category only, collected by `scripts/lighthouse/collect.mjs` " +
      "(`lighthouserc.bench.js`) on the bench's pages (`BENCH_PAGES`) of the prerendered site and on its floor. The " +
      "floor is a copy of the same build with every `<script>` element but the JSON-LD data blocks, and every " +
      '`<link rel="modulepreload">` removed from the HTML, and those pages compressed again: the ' +
      "page as fast as its markup and CSS allow (`scripts/lighthouse/make-floor.mjs`). The still " +
      "copy is the build with every animation and transition off and the title shown typed " +
      "(`scripts/lighthouse/make-still.mjs`): its main-thread time against the build's is what " +
      "motion costs. The copies " +
      "are served by the production request handling (`server/site-handler.mjs`, with its Brotli " +
      "and gzip twins) from one process on the loopback interface, and measured in turn, " +
      "each run in a fresh tab of one Chromium, so drift on the machine affects all alike. The " +
      "comparison (`scripts/lighthouse/compare.mjs`) reads Lighthouse's own results and gives " +
      "medians; TBT is shown beside the floor's, whose scripts-free page still has the CSS and " +
      "layout work. The goals are issue 36's, for every run, and on the price pages issue 50's TBT " +
      "median at most 50 ms above the floor's, reported here and asserted nowhere: figures in " +
      "milliseconds hold on a quiet, fast machine and not on every build machine, so `npm test` " +
      "holds the build to shares of its floor's work measured in the same run instead " +
      "(`scripts/lighthouse/floor-gate.mjs`). " +
      "This file is overwritten by every run of the benchmark.",
    "",
    "## Run",
    "",
    `- Date: ${new Date().toISOString()}`,
    `- Runs per page and variant: ${RUNS} (${lhrs.length} Lighthouse runs)`,
    `- Machine: ${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, ${os.type()} ${os.arch()}`,
    `- Load average at the end: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(", ")}`,
    `- Node ${process.version}, ${chrome}, Lighthouse ${first.lighthouseVersion}`,
    `- Lighthouse benchmark index (median): ${benchmarkIndex}`,
    ...(warnings.length > 0 ? ["- Lighthouse warnings:", ...warnings.map((w) => `  - ${w}`)] : []),
    "",
    "## Medians",
    "",
  ];
  for (const { page, build, floor, still, targets, goals, motion } of pages) {
    lines.push(
      `### \`${page}\``,
      "",
      ...table(
        ["Metric", "build", "floor", "still"],
        METRICS.map((m) => [
          m.label,
          m.format(build[m.key]),
          m.format(floor[m.key]),
          m.format(still[m.key]),
        ]),
      ),
      "",
      ...targets.map((t) => `- ${t.met ? "PASS" : "**FAIL**"} ${t.name}: ${t.detail}`),
      ...goals.map((g) => `- goal ${g.met ? "met" : "**not met**"}: ${g.name}: ${g.detail}`),
      `- ${motion}`,
      "",
    );
  }
  const options = (await prettier.resolveConfig(REPORT_PATH)) ?? {};
  await mkdir(dirname(REPORT_PATH), { recursive: true });
  await writeFile(
    REPORT_PATH,
    await prettier.format(lines.join("\n"), { ...options, filepath: REPORT_PATH }),
  );
}

const { lhrs, runs } = await setup.readRuns(BENCH_PAGES, RUNS);
const pages = summarise(runs);
for (const { page, build, floor, still, targets, goals, motion } of pages) {
  console.log(`\n${page} (medians of ${RUNS}, build / floor / still)`);
  for (const m of METRICS)
    console.log(
      `  ${m.label.padEnd(26)} ${m.format(build[m.key]).padStart(6)} / ${m.format(floor[m.key])} / ${m.format(still[m.key])}`,
    );
  for (const t of targets) console.log(`  ${t.met ? "PASS" : "FAIL"} ${t.name}: ${t.detail}`);
  for (const g of goals) console.log(`  goal ${g.met ? "met" : "NOT MET"}: ${g.name}: ${g.detail}`);
  console.log(`  ${motion}`);
}
await writeReport(pages, lhrs);
console.log(`\nwrote ${REPORT_PATH}`);
if (pages.some(({ targets }) => targets.some((t) => !t.met))) process.exitCode = 1;
