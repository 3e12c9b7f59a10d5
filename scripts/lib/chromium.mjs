// Which Chromium the tests, the Lighthouse gate and the benchmark use, and how it is started.
import { existsSync, statfsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's build of Chromium's headless shell, from the same source and version as its chromium
 * package: the browser Playwright itself runs headless tests in. Without the desktop browser's
 * machinery it opens a page in about half the CPU time, which on a two-core machine halves the
 * end-to-end suite.
 */
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** Quiet: no background traffic or updates, which this closed network refuses and traces show. */
export const CHROMIUM_ARGS = [
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Below this, /dev/shm is a container's small default (64 MB in Docker) rather than a tmpfs. */
const SHARED_MEMORY_FLOOR_BYTES = 1024 ** 3;

/**
 * Whether Chromium must keep its shared memory out of /dev/shm (`--disable-dev-shm-usage`): only
 * where /dev/shm is missing or small. Elsewhere that flag moves it into files under /tmp, on disk
 * here, which cost the end-to-end suite about a tenth of its time in system calls.
 */
export function sharedMemoryIsSmall() {
  try {
    const { bsize, blocks } = statfsSync("/dev/shm");
    return bsize * blocks < SHARED_MEMORY_FLOOR_BYTES;
  } catch {
    return true;
  }
}

/**
 * CHROME_PATH, else Debian's chromium, else any further candidate given (such as a browser
 * Playwright installed).
 * @param {(string | undefined)[]} [moreCandidates]
 * @returns {string | undefined}
 */
export function locateChromium(moreCandidates = []) {
  return firstPresent([process.env.CHROME_PATH, DEBIAN_CHROMIUM, ...moreCandidates]);
}

/** CHROME_PATH, else Debian's headless shell: the end-to-end suite's browser. */
export function locateHeadlessShell() {
  return firstPresent([process.env.CHROME_PATH, DEBIAN_HEADLESS_SHELL]);
}

/**
 * The first of `candidates` that is set and exists.
 * @param {(string | undefined)[]} candidates
 */
function firstPresent(candidates) {
  return candidates.find((path) => Boolean(path && existsSync(path)));
}

/**
 * As locateChromium, but fails with directions when there is none.
 * @param {(string | undefined)[]} [moreCandidates]
 * @returns {string}
 */
export function findChromium(moreCandidates = []) {
  const found = locateChromium(moreCandidates);
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (sudo apt-get install chromium), " +
        "or set CHROME_PATH to a Chromium or Chrome binary.",
    );
  }
  return found;
}
