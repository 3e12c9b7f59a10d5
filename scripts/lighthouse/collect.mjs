// `node scripts/lighthouse/collect.mjs <lighthouserc file>`: runs Lighthouse on the `ci.collect`
// URLs of an lhci configuration and saves each result where `lhci assert` and this folder's
// scripts read them (.lighthouseci/lhr-<n>.json, with its HTML report beside it).
//
// Why not `lhci collect`: it starts a Node process, loads Lighthouse and launches Chromium anew for
// every run, about 9 s of each 16 s run on a 2-core machine. Here one process and one Chromium
// serve every run of a lane, in order; Lighthouse still opens each page in a fresh tab with its
// storage cleared, and its settings (the phone preset, simulated throttling) are the same.
//
// A collection that measures no timing may split its URLs between `lanes` processes, each with its
// own Chromium: a run of that kind spends most of its time waiting for the page to fall quiet, so
// two at a time take little longer than one. Runs that measure timing share no machine.
import { fork, spawn } from "node:child_process";
import { mkdir, readdir, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { RESULTS_DIR } from "./bench-setup.mjs";
import { mainThreadCpu } from "./main-thread-cpu.mjs";

const SERVER_START_TIMEOUT_MS = 30_000;

async function clearResults() {
  await mkdir(RESULTS_DIR, { recursive: true });
  for (const name of await readdir(RESULTS_DIR)) {
    if (/^lhr-\d+\.(json|html)$/.test(name)) await unlink(join(RESULTS_DIR, name));
  }
}

/** Starts the configuration's server in a process group of its own; resolves once it is ready. */
function startServer(command, readyPattern) {
  const server = spawn(command, { shell: true, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  return new Promise((ready, fail) => {
    let output = "";
    const timer = setTimeout(() => {
      stop();
      fail(new Error(`"${command}" did not print "${readyPattern}" within 30 s:\n${output}`));
    }, SERVER_START_TIMEOUT_MS);
    const read = (chunk) => {
      output += chunk;
      if (new RegExp(readyPattern).test(output)) {
        clearTimeout(timer);
        ready(stop);
      }
    };
    server.stdout.on("data", read);
    server.stderr.on("data", read);
    server.on("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`"${command}" exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/**
 * Whether the runs measure timing: only then does a cold Chromium's first run skew a result.
 * Any collection not limited to categories other than performance counts, on the safe side: the
 * LCP-floor runs name their audits alone.
 */
function measuresTiming(settings) {
  return !settings.onlyCategories || settings.onlyCategories.includes("performance");
}

/**
 * The result's JSON, with the main thread's CPU time (main-thread-cpu.mjs) added as
 * `mainThreadCpu` when the run recorded a trace: Lighthouse's result keeps only wall times.
 */
async function withMainThreadCpu(json, artifacts) {
  if (!artifacts?.Trace) return json;
  return JSON.stringify({
    ...JSON.parse(json),
    mainThreadCpu: await mainThreadCpu(artifacts.Trace),
  });
}

/**
 * Runs Lighthouse on each URL in turn in one Chromium, saving each result as it comes, named
 * after the lane so that lanes running at once never pick the same name.
 */
async function runLane(urls, lane, { numberOfRuns, chromePath, settings }) {
  const { chromeFlags, ...flags } = settings;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...chromeFlags.split(" ")],
  });
  let saved = 0;
  try {
    // A first run in a new Chromium pays its cold start (its paint came up to 300 ms later here):
    // one run whose result is dropped, so no measured URL pays it.
    if (measuresTiming(settings)) {
      await lighthouse(urls[0], { ...flags, port: chrome.port, logLevel: "error" });
    }
    for (const url of urls) {
      for (let run = 1; run <= numberOfRuns; run += 1) {
        const started = performance.now();
        const result = await lighthouse(url, {
          ...flags,
          port: chrome.port,
          output: ["json", "html"],
          logLevel: "error",
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
        const [report, html] = result.report;
        const json = await withMainThreadCpu(report, result.artifacts);
        // lhci's names (lhr-<number>): the clock, the lane, then a counter, unique and in order.
        const name = `lhr-${Date.now()}${lane}${String(saved).padStart(3, "0")}`;
        await writeFile(join(RESULTS_DIR, `${name}.json`), json);
        await writeFile(join(RESULTS_DIR, `${name}.html`), html);
        saved += 1;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`Lighthouse run ${run} of ${numberOfRuns} on ${url} (${seconds} s)`);
      }
    }
  } finally {
    chrome.kill();
  }
  return saved;
}

/** Runs the lane in a process of its own; resolves with how many results it saved. */
function forkLane(configPath, lane) {
  return new Promise((done, fail) => {
    const child = fork(import.meta.filename, [configPath, String(lane)]);
    let saved = 0;
    child.on("message", (count) => (saved = count));
    child.on("error", fail);
    child.on("exit", (code) =>
      code === 0 ? done(saved) : fail(new Error(`Lighthouse lane ${lane} exited with ${code}`)),
    );
  });
}

const [configPath, laneArgument] = process.argv.slice(2);
if (!configPath) {
  console.error("usage: node scripts/lighthouse/collect.mjs <lighthouserc file>");
  process.exit(2);
}
const { collect } = (await import(pathToFileURL(resolve(configPath)).href)).ci;
const { lanes } = collect;
if (lanes > 1 && measuresTiming(collect.settings)) {
  throw new Error(`${configPath} measures timing: its runs must not share the machine (lanes: 1)`);
}
/** The URLs of lane `lane`: every lanes-th, so each lane gets pages of every kind. */
const urlsOf = (lane) => collect.url.filter((_, index) => index % lanes === lane);

if (laneArgument !== undefined) {
  // A lane process, forked below: the server is already up.
  process.send(await runLane(urlsOf(Number(laneArgument)), Number(laneArgument), collect));
} else {
  await clearResults();
  const stopServer = await startServer(collect.startServerCommand, collect.startServerReadyPattern);
  try {
    const counts =
      lanes === 1
        ? [await runLane(collect.url, 0, collect)]
        : await Promise.all(Array.from({ length: lanes }, (_, lane) => forkLane(configPath, lane)));
    const saved = counts.reduce((sum, count) => sum + count, 0);
    console.log(`${saved} Lighthouse results in ${RESULTS_DIR}`);
  } finally {
    stopServer();
  }
}
