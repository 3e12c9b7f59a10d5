// Shared plumbing for the Lighthouse gate and benchmark: find Chromium, serve a built folder with
// the production request handler, launch one headless Chromium and run Lighthouse against it.
import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { createSiteHandler } from "../../server/site-handler.mjs";
import { CHROMIUM_ARGS, findChromium } from "../lib/chromium.mjs";

export const PROJECT_DIR = fileURLToPath(new URL("../../", import.meta.url));
export const BUILD_DIR = join(PROJECT_DIR, "build/client");

// Headless, plus no /dev/shm limits in containers.
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  ...CHROMIUM_ARGS,
  "--disable-dev-shm-usage",
];

/** Fails unless `dir` holds a build with every page the caller is about to measure. */
export function requireBuild(pathnames, dir = BUILD_DIR) {
  const missing = pathnames.filter((pathname) => !existsSync(join(dir, pathname, "index.html")));
  if (missing.length > 0) {
    throw new Error(`No built page for ${missing.join(", ")} in ${dir}: run npm run build first.`);
  }
}

/** Serves `root` on an ephemeral loopback port with the same handler as the production server. */
export async function startServer(root) {
  const handle = createSiteHandler(root);
  // A throwing handler (e.g. a file removed by a concurrent rebuild) must fail one request, not
  // crash the process and leave Chromium running.
  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`server: ${req.url}: ${error.message}`);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  });
  // 127.0.0.1 rather than localhost: Chromium may resolve localhost to ::1 first.
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      // Keep-alive sockets from Chromium would otherwise hold close() open.
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}

/** Launches headless Chromium with a throwaway profile; `close` kills it and waits for exit. */
export async function launchChromium() {
  const chrome = await launch({
    chromePath: findChromium(),
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
    // Signals are handled by withLighthouse, which closes the servers as well.
    handleSIGINT: false,
  });
  const exited = once(chrome.process, "exit");
  // Chromium runs in its own process group, so it would outlive a crash of this process; kill()
  // is synchronous and so safe in an exit handler.
  const killOnExit = () => chrome.kill();
  process.once("exit", killOnExit);
  let version = "unknown";
  try {
    const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    version = (await response.json()).Browser ?? version;
  } catch {
    // Only used for reporting; Lighthouse still runs without it.
  }
  return {
    port: chrome.port,
    version,
    close: async () => {
      process.off("exit", killOnExit);
      if (chrome.process.exitCode === null && chrome.process.signalCode === null) {
        chrome.kill();
        await exited;
      }
    },
  };
}

// Lighthouse failures to record the page load (trace or protocol hiccups, common on a busy
// machine) rather than findings about the page: worth measuring again.
const TRANSIENT_ERRORS = new Set([
  "NO_TRACING_STARTED",
  "TRACING_ALREADY_STARTED",
  "NO_NAVSTART",
  "NO_SCREENSHOTS",
  "NO_SPEEDLINE_FRAMES",
  "INVALID_SPEEDLINE",
  "PROTOCOL_TIMEOUT",
  "CRI_TIMEOUT",
]);

async function runLighthouseOnce(chrome, url, flags, config) {
  const result = await lighthouse(
    url,
    { port: chrome.port, logLevel: "error", output: "json", ...flags },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const { code, message } = lhr.runtimeError;
    throw Object.assign(new Error(`Lighthouse on ${url}: ${code}: ${message}`), { code });
  }
  return lhr;
}

/**
 * Runs Lighthouse on `url` in a new tab of `chrome` and returns the LHR. `flags` override the
 * settings of `config` (Lighthouse's default mobile config when undefined). A page Lighthouse
 * could not measure (no paint, HTTP error, …) is an error, not a low score; a failure to record
 * the load is retried up to `retries` times.
 */
export async function runLighthouse(chrome, url, { flags = {}, config, retries = 2 } = {}) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await runLighthouseOnce(chrome, url, flags, config);
    } catch (error) {
      if (attempt >= retries || !TRANSIENT_ERRORS.has(error.code)) throw error;
      console.error(`retrying ${url} after ${error.code}`);
    }
  }
}

/**
 * Serves each of `roots`, launches one Chromium, and calls `fn({ origins, chrome, run })`, where
 * `run(url, options)` is runLighthouse on that browser. Everything is closed afterwards, also
 * when `fn` throws or the process is interrupted, so no Chromium outlives the script.
 */
export async function withLighthouse(roots, fn) {
  const closers = [];
  const closeAll = async () => {
    const errors = [];
    for (const close of closers.splice(0).reverse()) {
      await close().catch((error) => errors.push(error));
    }
    if (errors.length > 0) throw errors[0];
  };
  const onSignal = (signal) => {
    closeAll().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const stopListening = () => {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };

  let result;
  try {
    const origins = [];
    for (const root of roots) {
      const server = await startServer(root);
      closers.push(server.close);
      origins.push(server.origin);
    }
    const chrome = await launchChromium();
    closers.push(chrome.close);
    result = await fn({
      origins,
      chrome,
      run: (url, options) => runLighthouse(chrome, url, options),
    });
  } catch (error) {
    // Report a failed cleanup, but never let it hide the error that got us here.
    await closeAll().catch((cleanupError) =>
      console.error(`cleanup failed: ${cleanupError.message}`),
    );
    stopListening();
    throw error;
  }
  await closeAll().finally(stopListening);
  return result;
}
