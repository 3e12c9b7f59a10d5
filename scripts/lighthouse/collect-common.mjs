// What every Lighthouse collection of this project (collect.mjs) shares: which Chromium, started
// how, on which ports; in lhci's configuration format, which `lhci assert` reads.
import {
  CHROMIUM_ARGS,
  findChromium,
  locateHeadlessShell,
  sharedMemoryIsSmall,
} from "../lib/chromium.mjs";

/**
 * The pages the quality gate measures: in English home, price list and two product pages of
 * different layouts; in German (other words, `lang="de-AT"`, its own hreflang and link texts)
 * home, price list and a product page.
 */
export const GATE_PAGES = [
  "/",
  "/prices",
  "/solutions/subopiere-su-bop-erp",
  "/solutions/citros",
  "/de",
  "/de/prices",
  "/de/solutions/subopiere-su-bop-erp",
];

/** The pages with the site's one island, the price explorer. */
export const EXPLORER_PAGES = ["/prices", "/de/prices"];

/**
 * The pages the Performance gate (lighthouserc.performance.js) and `npm run bench` measure against
 * their floor: the quality gate's above (home, price list, the ERP and Citros layouts), a product
 * page of each other layout (BOP's in German, the standard one in English) and a legal page in
 * each language.
 */
export const PERFORMANCE_PAGES = [
  ...GATE_PAGES,
  "/solutions/tesseris-fund-accounting",
  "/de/solutions/tesseris-business-operations-platform-bop",
  "/privacy",
  "/de/imprint",
];

/**
 * Issue 36's goals at Lighthouse's mobile preset: a page without a script scores Performance 100
 * with Total Blocking Time at most 50 ms; a price page, whose explorer hydrates after the largest
 * paint, at least 95 and 150 ms. `npm run bench` reports them; nothing asserts them, since they
 * measure the machine as much as the page (issue 49): `npm test` holds the build to its floor.
 * @param {string} page a path
 */
export function performanceGoalOf(page) {
  return EXPLORER_PAGES.includes(page) ? { score: 95, tbt: 150 } : { score: 100, tbt: 50 };
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
