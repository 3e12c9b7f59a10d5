// The variants and run counts shared by the Lighthouse configurations that measure the build
// against its floor (lighthouserc.bench.js, lighthouserc.performance.js), the server they start
// and the scripts that read the results (compare.mjs, assert-performance-floor.mjs). The gate
// measures PERFORMANCE_PAGES, the bench BENCH_PAGES (collect-common.mjs).
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { precompress, walk } from "../../integrations/precompress.mjs";
import { FIXTURE_CLIENT_DIR } from "../../tests/fixture-content.ts";
import { basePort } from "./collect-common.mjs";

export const PROJECT_DIR = fileURLToPath(new URL("../../", import.meta.url));

/** Runs of each page and variant in the Performance gate of `npm test` (lighthouserc.performance.js). */
export const PERFORMANCE_RUNS = 5;

function runs() {
  const value = process.env.BENCH_RUNS ?? "5";
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`BENCH_RUNS must be a positive integer, not ${JSON.stringify(value)}`);
  }
  return count;
}

/**
 * The build the gates and the bench measure: the fixture build (scripts/build-fixture.ts), whose
 * pages and words stay put whatever the owners publish, so figures compare across commits. It and
 * each variant below are a static folder on a port of their own.
 */
export const BUILD = { name: "build", root: FIXTURE_CLIENT_DIR, port: basePort() + 1 };
/** The build's no-JavaScript floor (scripts/lighthouse/make-floor.mjs). */
export const FLOOR = {
  name: "floor",
  root: `${PROJECT_DIR}.tmp/floor/client`,
  port: basePort() + 2,
};
/**
 * The build as still as it can be (scripts/lighthouse/make-still.mjs): every animation and
 * transition off, the title shown typed. Only the benchmark measures it, for the main thread's
 * time that motion costs.
 */
export const STILL = {
  name: "still",
  root: `${PROJECT_DIR}.tmp/still/client`,
  port: basePort() + 3,
};

/** The variants that `npm run bench` compares; the Performance gate of `npm test` the first two. */
export const VARIANTS = [BUILD, FLOOR, STILL];
export const FLOOR_VARIANTS = [BUILD, FLOOR];

export const origin = (variant) => `http://127.0.0.1:${variant.port}`;

/**
 * Makes `variant` a copy of the build, with the folder beside client/ (the request handler reads
 * headers.json from there), and hands each file whose extension is a key of `rewrites` to that
 * function (text, path). A file it returns other text for is written with new .br/.gz twins, or
 * the server would go on sending the original to every browser that accepts compression.
 * Returns how many files of each extension changed.
 */
export async function copyBuildAs(variant, rewrites) {
  await rm(dirname(variant.root), { recursive: true, force: true });
  await cp(dirname(BUILD.root), dirname(variant.root), { recursive: true });
  const changed = Object.fromEntries(Object.keys(rewrites).map((extension) => [extension, 0]));
  for await (const path of walk(variant.root)) {
    const rewrite = rewrites[extname(path)];
    if (!rewrite) continue;
    const text = await readFile(path, "utf8");
    const rewritten = rewrite(text, path);
    if (rewritten === text) continue;
    await writeFile(path, rewritten);
    await precompress(path);
    changed[extname(path)] += 1;
  }
  return changed;
}

export const RUNS = runs();

export const RESULTS_DIR = join(PROJECT_DIR, ".lighthouseci");

/**
 * The URLs for collect.mjs, which runs them in order: the variants take turns (each round and
 * page starting with the next) round after round, so drift on a busy machine affects all alike.
 */
export function alternatingUrls(pages, rounds, variants = VARIANTS) {
  const urls = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, page] of pages.entries()) {
      const first = (round + index) % variants.length;
      const order = [...variants.slice(first), ...variants.slice(0, first)];
      urls.push(...order.map((variant) => origin(variant) + page));
    }
  }
  return urls;
}

/** The middle value, or the mean of the middle two. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The numeric value of audit `id` in a Lighthouse result; throws when it is missing. */
export function audit(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== "number") throw new Error(`no ${id} in the result for ${lhr.requestedUrl}`);
  return value;
}

/** The script requests of a run: none may reach the floor, or it is not the floor. */
function scriptRequests(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items;
  if (!items) throw new Error(`no network requests recorded for ${lhr.requestedUrl}`);
  return items.filter((item) => item.resourceType === "Script").map((item) => item.url);
}

/**
 * Lighthouse's results in RESULTS_DIR, all of them (`lhrs`) and by variant and page (`runs`,
 * keyed "build /prices"): exactly `count` runs of each, none failed, and no script on the floor.
 */
export async function readRuns(pages, count, variants = VARIANTS) {
  const files = (await readdir(RESULTS_DIR)).filter((name) => /^lhr-\d+\.json$/.test(name));
  const lhrs = await Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(RESULTS_DIR, name), "utf8"))),
  );
  const runs = {};
  for (const variant of variants) {
    for (const page of pages) {
      const url = origin(variant) + page;
      const matching = lhrs.filter((lhr) => lhr.requestedUrl === url);
      if (matching.length !== count) {
        throw new Error(`${matching.length} results for ${url} in ${RESULTS_DIR}, not ${count}`);
      }
      for (const lhr of matching) {
        if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
        if (variant.name === "floor" && scriptRequests(lhr).length > 0) {
          throw new Error(`the floor loaded scripts on ${page}: ${scriptRequests(lhr).join(" ")}`);
        }
      }
      runs[`${variant.name} ${page}`] = matching;
    }
  }
  return { lhrs, runs };
}
