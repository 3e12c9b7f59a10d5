// `npm run bench`: how close the built site's loading performance is to the cheapest page the
// same HTML could be — the "floor", the prerendered markup with every script removed. Lighthouse's
// mobile preset (simulated throttling) measures both copies, served by the same code with the
// same compression, in alternating order; docs/performance.md receives the medians.
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import { dirname, join, relative } from "node:path";
import { createRequire } from "node:module";
import * as prettier from "prettier";
import { precompressTree, walk } from "../lib/precompress.mjs";
import { BUILD_DIR, PROJECT_DIR, requireBuild, withLighthouse } from "./run.mjs";

const PAGES = ["/", "/prices", "/solutions/tesseris-business-operations-platform-bop"];
// Set by main(), so that a bad BENCH_RUNS is reported like any other error.
let RUNS = 5;

const TMP_DIR = join(PROJECT_DIR, ".tmp");
// A snapshot of build/client: sirv lists a folder's files once, at start, so a rebuild by
// another command during the bench would otherwise mix two builds' pages and assets.
const BUILD_COPY_DIR = join(TMP_DIR, "build");
const FLOOR_DIR = join(TMP_DIR, "floor");
const REPORT_PATH = join(PROJECT_DIR, "docs/performance.md");

const LIGHTHOUSE_VERSION = createRequire(import.meta.url)("lighthouse/package.json").version;

const VARIANTS = ["build", "floor"];

// The full-page screenshot is taken after the trace and only feeds the report's element
// thumbnails; skipping it saves over a second per run and changes no metric.
const LIGHTHOUSE_FLAGS = { onlyCategories: ["performance"], disableFullPageScreenshot: true };

const METRICS = [
  { key: "fcp", label: "FCP (ms)", audit: "first-contentful-paint", format: formatMs },
  { key: "lcp", label: "LCP (ms)", audit: "largest-contentful-paint", format: formatMs },
  { key: "si", label: "Speed Index (ms)", audit: "speed-index", format: formatMs },
  { key: "tbt", label: "TBT (ms)", audit: "total-blocking-time", format: formatMs },
  { key: "cls", label: "CLS", audit: "cumulative-layout-shift", format: (v) => v.toFixed(3) },
  { key: "bytes", label: "Transferred (KiB)", audit: "total-byte-weight", format: formatKiB },
  { key: "score", label: "Performance", format: (v) => String(Math.round(v)) },
];

// What the floor leaves out: script elements, inline or external, and module preloads.
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=(["']?)modulepreload\1[^>]*>/gi;
const ASSET_REFERENCE = /(?:href|src)="(\/assets\/[^"]+)"/g;

function parseRuns(value) {
  if (value === undefined || value === "") return 5;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`BENCH_RUNS must be a positive integer, not ${JSON.stringify(value)}`);
  }
  return runs;
}

function formatMs(value) {
  return String(Math.round(value));
}

function formatKiB(value) {
  return (value / 1024).toFixed(1);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function formatRatio(build, floor) {
  return floor > 0 ? (build / floor).toFixed(2) : build === floor ? "1.00" : "–";
}

/**
 * Fails unless `dir` holds a finished build: every measured page and every asset it references,
 * each with its .br and .gz twins (written last, by postbuild).
 */
async function requireFinishedBuild(dir) {
  for (const pathname of PAGES) {
    const page = join(pathname, "index.html");
    const html = await readFile(join(dir, page), "utf8");
    const files = [page, ...[...html.matchAll(ASSET_REFERENCE)].map(([, asset]) => asset)];
    for (const file of files.flatMap((file) => [file, `${file}.br`, `${file}.gz`])) {
      if (!existsSync(join(dir, file))) throw new Error(`${pathname} needs ${file}, not there`);
    }
  }
}

/** Names, sizes and times of every file in the build, to tell whether it changed. */
async function fingerprint() {
  const files = [];
  for await (const path of walk(dirname(BUILD_DIR))) {
    const { size, mtimeMs } = await stat(path);
    files.push(`${path} ${size} ${mtimeMs}`);
  }
  return files.sort().join("\n");
}

const COPY_ATTEMPTS = 12;
const COPY_RETRY_MS = 10_000;

/**
 * Copies build/client as it is, with the files beside it; waits while another command is
 * rebuilding it (the copy must be of one finished build, or the two variants would differ in
 * more than their scripts).
 */
async function copyBuild() {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const before = await fingerprint();
      await requireFinishedBuild(BUILD_DIR);
      await rm(BUILD_COPY_DIR, { recursive: true, force: true });
      await cp(BUILD_DIR, BUILD_COPY_DIR, { recursive: true });
      // The request handler reads host configuration (headers.json) from beside the folder it
      // serves; both copies sit in .tmp, so the files beside build/client go there, unchanged.
      for (const entry of await readdir(dirname(BUILD_DIR), { withFileTypes: true })) {
        if (entry.isFile()) {
          await cp(join(dirname(BUILD_DIR), entry.name), join(TMP_DIR, entry.name));
        }
      }
      if ((await fingerprint()) !== before) throw new Error("it changed while being copied");
      await requireFinishedBuild(BUILD_COPY_DIR);
      return;
    } catch (error) {
      if (attempt === COPY_ATTEMPTS) {
        throw new Error(`no finished build to copy in ${BUILD_DIR}: ${error.message}`);
      }
      console.log(`waiting for a finished build (${error.message})`);
      await new Promise((resolve) => setTimeout(resolve, COPY_RETRY_MS));
    }
  }
}

/** The floor: the same files without scripts or module preloads, compressed the same way. */
async function makeFloor() {
  await rm(FLOOR_DIR, { recursive: true, force: true });
  await cp(BUILD_COPY_DIR, FLOOR_DIR, { recursive: true });
  for await (const path of walk(FLOOR_DIR)) {
    if (!path.endsWith(".html")) continue;
    const html = await readFile(path, "utf8");
    const stripped = html.replace(SCRIPT_ELEMENT, "").replace(MODULE_PRELOAD, "");
    if (/<script\b/i.test(stripped) || /modulepreload/i.test(stripped)) {
      throw new Error(`could not strip every script from ${relative(FLOOR_DIR, path)}`);
    }
    await writeFile(path, stripped);
  }
  await precompressTree(FLOOR_DIR);
}

function readMetrics(lhr) {
  const values = {};
  for (const metric of METRICS) {
    if (metric.key === "score") continue;
    const value = lhr.audits[metric.audit]?.numericValue;
    if (typeof value !== "number") throw new Error(`no ${metric.audit} for ${lhr.requestedUrl}`);
    values[metric.key] = value;
  }
  values.score = lhr.categories.performance.score * 100;
  return values;
}

/** Medians and ranges of every metric, per page and variant. */
function summarise(samples) {
  return PAGES.map((pathname) => {
    const rows = METRICS.map((metric) => {
      const row = { metric };
      for (const variant of VARIANTS) {
        const values = samples[pathname][variant].map((sample) => sample[metric.key]);
        row[variant] = {
          median: median(values),
          min: Math.min(...values),
          max: Math.max(...values),
        };
      }
      return row;
    });
    return { pathname, rows, byKey: Object.fromEntries(rows.map((row) => [row.metric.key, row])) };
  });
}

/** The targets, checked on the build's medians. */
function checkTargets(pages) {
  const targets = [];
  for (const { pathname, byKey } of pages) {
    const { fcp, lcp, tbt, cls, score } = byKey;
    const ratio = (row) => row.build.median / row.floor.median;
    targets.push(
      {
        pathname,
        name: "Performance 100",
        met: Math.round(score.build.median) === 100,
        detail: `build ${Math.round(score.build.median)}, floor ${Math.round(score.floor.median)}`,
      },
      {
        pathname,
        name: "FCP within 10% of the floor",
        met: ratio(fcp) <= 1.1,
        detail: `${formatMs(fcp.build.median)} ms vs ${formatMs(fcp.floor.median)} ms, ×${ratio(fcp).toFixed(2)}`,
      },
      {
        pathname,
        name: "LCP within 10% of the floor",
        met: ratio(lcp) <= 1.1,
        detail: `${formatMs(lcp.build.median)} ms vs ${formatMs(lcp.floor.median)} ms, ×${ratio(lcp).toFixed(2)}`,
      },
      {
        pathname,
        name: "TBT 0 ms",
        met: Math.round(tbt.build.median) === 0,
        detail: `${formatMs(tbt.build.median)} ms`,
      },
      {
        pathname,
        name: "CLS 0.00",
        met: cls.build.median.toFixed(2) === "0.00",
        detail: cls.build.median.toFixed(3),
      },
    );
  }
  return targets;
}

function printTable(header, rows) {
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column].length)),
  );
  const line = (row) =>
    row.map((cell, column) =>
      (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column]),
    );
  for (const row of [header, ...rows]) console.log(line(row).join("  "));
}

function tableRows({ rows }) {
  return rows.map(({ metric, build, floor }) => [
    metric.label,
    metric.format(build.median),
    metric.format(floor.median),
    formatRatio(build.median, floor.median),
    `${metric.format(build.min)}–${metric.format(build.max)}`,
    `${metric.format(floor.min)}–${metric.format(floor.max)}`,
  ]);
}

const TABLE_HEADER = ["Metric", "build", "floor", "build/floor", "build range", "floor range"];

/** A Markdown table; `numeric` right-aligns every column but the first, for figures. */
function markdownTable(header, rows, { numeric = false } = {}) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  const rule = header.map((_, column) => (numeric && column > 0 ? "--:" : "---"));
  return [line(header), line(rule), ...rows.map(line)].join("\n");
}

async function writeReport({ pages, targets, machine, seconds, warnings }) {
  // npm sets npm_lifecycle_event; run directly, the script measures the existing build.
  const script =
    process.env.npm_lifecycle_event === "bench"
      ? "npm run bench"
      : "node scripts/lighthouse/bench.mjs";
  const command = process.env.BENCH_RUNS ? `BENCH_RUNS=${RUNS} ${script}` : script;
  const metCount = targets.filter((target) => target.met).length;
  const lines = [
    "# Performance",
    "",
    "What `npm run bench` measures: Lighthouse's default mobile preset (simulated throttling: " +
      "slow 4G, 4× CPU slowdown), performance category only, on a few pages of the prerendered " +
      "site, against a floor. The floor is a copy of the same build with every `<script>` " +
      'element and every `<link rel="modulepreload">` removed from the HTML, compressed again ' +
      "the same way: the page as fast as its markup and CSS allow. Both copies are served by " +
      "the production request handling (`server/site-handler.mjs`, with its Brotli and gzip " +
      "twins) from the same process on the loopback interface, measured by one Chromium, in " +
      "alternating order, so drift on the machine affects both alike. The tables give medians, " +
      "the ratio build/floor of the medians, and the range over the runs. This file is " +
      "overwritten by every run of the benchmark.",
    "",
    "## Run",
    "",
    `- Date: ${new Date().toISOString()}`,
    `- Command: \`${command}\``,
    `- Runs per page and variant: ${RUNS} (${RUNS * PAGES.length * VARIANTS.length} Lighthouse runs, ${Math.round(seconds)} s)`,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memory} memory, ${machine.os}`,
    `- Load average at start: ${machine.load}`,
    `- Node ${process.version}, ${machine.chromium}, Lighthouse ${LIGHTHOUSE_VERSION}`,
    `- Lighthouse benchmark index (median): ${machine.benchmarkIndex}`,
    ...(warnings.length > 0
      ? ["- Lighthouse warnings:", ...warnings.map((warning) => `  - ${warning}`)]
      : []),
    "",
    "## Medians",
    "",
  ];
  for (const page of pages) {
    lines.push(
      `### \`${page.pathname}\``,
      "",
      markdownTable(TABLE_HEADER, tableRows(page), { numeric: true }),
      "",
    );
  }
  lines.push(
    "## Targets",
    "",
    `${metCount} of ${targets.length} met, on the build's medians: Performance 100 on every ` +
      "page, build FCP and LCP at most 10% above the floor's, TBT 0 ms, CLS 0.00.",
    "",
    markdownTable(
      ["Page", "Target", "Result", "Numbers"],
      targets.map((target) => [
        `\`${target.pathname}\``,
        target.name,
        target.met ? "met" : "**not met**",
        target.detail,
      ]),
    ),
    "",
  );
  const options = (await prettier.resolveConfig(REPORT_PATH)) ?? {};
  const markdown = await prettier.format(lines.join("\n"), { ...options, filepath: REPORT_PATH });
  await mkdir(dirname(REPORT_PATH), { recursive: true });
  await writeFile(REPORT_PATH, markdown);
}

async function main() {
  const started = performance.now();
  RUNS = parseRuns(process.env.BENCH_RUNS);
  requireBuild(PAGES);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
  await copyBuild();
  await makeFloor();

  const samples = Object.fromEntries(PAGES.map((pathname) => [pathname, { build: [], floor: [] }]));
  const benchmarkIndexes = [];
  const warnings = new Set();

  const chromium = await withLighthouse(
    [BUILD_COPY_DIR, FLOOR_DIR],
    async ({ origins, chrome, run }) => {
      const originOf = { build: origins[0], floor: origins[1] };
      // The first navigation of a fresh browser pays for starting processes and caches; it is
      // measured once and thrown away so that neither variant carries that cost.
      await run(`${originOf.build}/`, { flags: LIGHTHOUSE_FLAGS });
      for (let round = 0; round < RUNS; round += 1) {
        for (const [index, pathname] of PAGES.entries()) {
          const order = (round + index) % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
          for (const variant of order) {
            const lhr = await run(`${originOf[variant]}${pathname}`, { flags: LIGHTHOUSE_FLAGS });
            const values = readMetrics(lhr);
            samples[pathname][variant].push(values);
            benchmarkIndexes.push(lhr.environment.benchmarkIndex);
            for (const warning of lhr.runWarnings) warnings.add(warning);
            console.log(
              `run ${round + 1}/${RUNS} ${variant.padEnd(5)} ${pathname}: ` +
                `FCP ${formatMs(values.fcp)} LCP ${formatMs(values.lcp)} ` +
                `TBT ${formatMs(values.tbt)} CLS ${values.cls.toFixed(3)} ` +
                `score ${Math.round(values.score)}`,
            );
          }
        }
      }
      return chrome.version;
    },
  );

  const pages = summarise(samples);
  const targets = checkTargets(pages);
  const seconds = (performance.now() - started) / 1000;
  const machine = {
    cpu: os.cpus()[0]?.model ?? "unknown CPU",
    cores: os.cpus().length,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    load,
    chromium,
    benchmarkIndex: Math.round(median(benchmarkIndexes)),
  };

  for (const page of pages) {
    console.log(`\n${page.pathname} (medians of ${RUNS} runs)`);
    printTable(TABLE_HEADER, tableRows(page));
  }
  console.log("\nTargets (build medians):");
  for (const target of targets) {
    console.log(
      `${target.met ? "met    " : "NOT MET"} ${target.pathname} ${target.name}: ${target.detail}`,
    );
  }
  for (const warning of warnings) console.log(`warning: ${warning}`);
  await writeReport({ pages, targets, machine, seconds, warnings: [...warnings] });
  console.log(
    `\n${RUNS * PAGES.length * VARIANTS.length} Lighthouse runs in ${seconds.toFixed(0)} s; ` +
      `wrote ${relative(PROJECT_DIR, REPORT_PATH)}`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error.stack ?? error.message}`);
  process.exitCode = 1;
}
