// What every Lighthouse collection of this project (collect.mjs) shares: which Chromium, started
// how, on which ports; in lhci's configuration format, which `lhci assert` reads.
import {
  CHROMIUM_ARGS,
  findChromium,
  locateHeadlessShell,
  sharedMemoryIsSmall,
} from "../lib/chromium.mjs";

/**
 * The pages the quality gate (lighthouserc.js) measures: one of each template, the languages taking
 * turns, since Accessibility, Best Practices and SEO read a template's markup, which is the same
 * in every language. Words, `lang`, hreflang and link texts differ between languages, and the
 * end-to-end suite checks those in every language and at both widths (axe, the Nu HTML checker,
 * overflow), which this gate cannot do cheaper. The product page is the ERP layout, the richest of
 * the four (its picture); the legal page the imprint (its definition list); the 404 is the
 * language's page for an unknown address, sent with status 404.
 */
export const GATE_PAGES = [
  "/de",
  "/prices",
  "/de/solutions/subopiere-su-bop-erp",
  "/imprint",
  "/de/404",
];

/**
 * The 404 pages among the gate's: Lighthouse audits them despite their status, and the gate holds
 * them to Accessibility and Best Practices only, less what a 404 must do (lighthouserc.js).
 */
export const NOT_FOUND_PAGES = ["/de/404"];

/** The pages with the site's one island, the price explorer. */
export const EXPLORER_PAGES = ["/prices", "/de/prices"];

/**
 * The pages the Performance gate (lighthouserc.performance.js) holds to their floor: only where
 * its rules catch what a cheaper test does not. No page but the price pages may load a script
 * file or carry more than 3 KB of inline script, and every other page runs the same inline head
 * script (tests/e2e/scripts.spec.ts), so one static page measures that script's cost for all:
 * home, the heaviest (the typed title, twelve drifting shapes). The explorer's code is the same
 * in every language: the German price page, the longer one, measures it.
 */
export const PERFORMANCE_PAGES = ["/", "/de/prices"];

/**
 * The pages `npm run bench` measures against their floor: in English home, price list and the ERP
 * and Citros layouts, in German home, price list and the ERP layout; then a product page of each
 * other layout (BOP's in German, the standard one in English) and a legal page in each language.
 */
export const BENCH_PAGES = [
  "/",
  "/prices",
  "/solutions/subopiere-su-bop-erp",
  "/solutions/citros",
  "/de",
  "/de/prices",
  "/de/solutions/subopiere-su-bop-erp",
  "/solutions/tesseris-fund-accounting",
  "/de/solutions/tesseris-business-operations-platform-bop",
  "/privacy",
  "/de/imprint",
];

/** The pages whose long tasks the bench reads in a visitor's browser (scripts/bench-blocking.mjs). */
export const LONG_TASK_PAGES = BENCH_PAGES.slice(0, 7);

/**
 * Issue 36's goals at Lighthouse's mobile preset: a page without a script scores Performance 100
 * with Total Blocking Time at most 50 ms; a price page, whose explorer hydrates after the largest
 * paint, at least 95 and 150 ms, and its median TBT at most 50 ms above its floor's median of the
 * same run (issue 50). `npm run bench` reports them; nothing asserts them, since they measure the
 * machine as much as the page (issues 49 and 58): a machine 1.85 times slower put the price pages
 * 100–160 ms above their floor while their scripts' share of the floor's work held at half its
 * limit. `npm test` holds the build to its floor by shares of the floor's own work instead.
 * @param {string} page a path
 */
export function performanceGoalOf(page) {
  return EXPLORER_PAGES.includes(page)
    ? { score: 95, tbt: 150, tbtAboveFloor: 50 }
    : { score: 100, tbt: 50, tbtAboveFloor: undefined };
}

/** LIGHTHOUSE_PORT and the three after it; a range of its own, so `npm start` can keep running. */
export function basePort() {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 4190);
  if (!Number.isInteger(port) || port < 1024 || port > 65532) {
    throw new Error(`LIGHTHOUSE_PORT must be a port from 1024 to 65532, not ${port}`);
  }
  return port;
}

// collect.mjs adds --headless=new. No sandbox, for containers, nor /dev/shm where it is small.
const chromeFlags = [
  "--no-sandbox",
  ...CHROMIUM_ARGS,
  ...(sharedMemoryIsSmall() ? ["--disable-dev-shm-usage"] : []),
].join(" ");

/**
 * collect options for `urls` on a server that collect.mjs starts with `startServerCommand`, run
 * in `lanes` Chromiums at once (only for runs that measure no timing). `headlessShell`: in the
 * end-to-end suite's browser, Debian's headless shell, where a run costs less than in the desktop
 * browser; the benchmark keeps the browser visitors have.
 */
export function collectOptions({
  urls,
  startServerCommand,
  readyPattern,
  numberOfRuns,
  lanes = 1,
  headlessShell = false,
  settings,
}) {
  return {
    url: urls,
    startServerCommand,
    startServerReadyPattern: readyPattern,
    numberOfRuns,
    lanes,
    // CHROME_PATH, else Debian's headless shell or /usr/bin/chromium; fails with directions when
    // none exists.
    chromePath: (headlessShell && locateHeadlessShell()) || findChromium(),
    settings: { ...settings, chromeFlags },
  };
}
