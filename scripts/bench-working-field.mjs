// Time to a working users field on /prices and /de/prices, at 4x CPU slowdown (CDP
// Emulation.setCPUThrottlingRate), mobile screen, each load in a fresh context.
//
// `npm run bench` runs it on the build. To compare builds (before and after a change):
//   node scripts/bench-working-field.mjs [LOADS] before=DIR/client after=build/fixture/client
// Each name=dir is a built site (dir/../headers.json beside it); all are served at once on
// loopback ports and measured interleaved, round after round, so drift hits every variant alike.
//
// Per load, from navigation start (the page's performance.now()):
// - working: the first frame in which a tier radio is checked after the scripted visitor typed a
//   count into the users field (it types "12000" / "1200" alternately with Playwright's fill, a
//   real insertText, every ~40 ms until the explorer answers; fill itself waits for the field
//   to be visible, since controls that need the island are hidden until hydration starts),
// - visible: when the island lost its `ssr` attribute (Astro: hydration has run, controls shown),
// - jsStart: when the island's renderer script (client.*.js) was requested (Resource Timing),
// - lcp: the last largest-contentful-paint entry before the first typing.
/* global window, document, requestAnimationFrame, MutationObserver */
import { chromium } from "@playwright/test";
import { once } from "node:events";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { createSiteHandler } from "../server/site-handler.mjs";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium.mjs";
import { FIXTURE_CLIENT_DIR } from "../tests/fixture-content.ts";

const args = process.argv.slice(2);
const LOADS = /^\d+$/.test(args[0] ?? "") ? Number(args.shift()) : 7;
const VARIANTS = (args.length ? args : [`build=${FIXTURE_CLIENT_DIR}`]).map((arg) => {
  const [name, dir] = arg.split("=");
  return { name, root: resolve(dir) };
});
const PAGES = ["/prices", "/de/prices"];
const SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };
const CPU_SLOWDOWN = 4;

/** In the page, before its scripts. */
function instrument() {
  const marks = {};
  window.__marks = marks;
  const at = (key) => {
    if (marks[key] === undefined) marks[key] = performance.now();
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (marks.typed === undefined) marks.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new MutationObserver(() => {
    const island = document.querySelector("astro-island");
    if (island && !island.hasAttribute("ssr")) at("visible");
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["ssr"] });
  // From the first typed character on, every frame looks for a checked tier.
  document.addEventListener(
    "input",
    () => {
      at("typed");
      const look = () => {
        if (document.querySelector('input[type="radio"][name$="-tier"]:checked')) at("working");
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    { capture: true, once: true },
  );
}

async function load(browser, url) {
  const context = await browser.newContext(SCREEN);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: "commit" });
  const field = page.locator('input[id$="-users"]');
  const deadline = Date.now() + 30_000;
  let attempt = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${url}: the users field never answered`);
    await field.fill(attempt % 2 === 0 ? "12000" : "1200", { timeout: 30_000 });
    attempt += 1;
    const working = await page
      .waitForFunction(() => window.__marks.working !== undefined, null, {
        timeout: 40,
        polling: "raf",
      })
      .then(() => true)
      .catch(() => false);
    if (working) break;
  }
  const marks = await page.evaluate(() => {
    const js = performance
      .getEntriesByType("resource")
      .find((entry) => /\/client\.[^/]*\.js$/.test(entry.name));
    return { ...window.__marks, jsStart: js?.startTime, jsEnd: js?.responseEnd };
  });
  await context.close();
  if (errors.length) throw new Error(`${url}: ${errors.join(" | ")}`);
  return { ...marks, attempts: attempt };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const servers = [];
for (const variant of VARIANTS) {
  const server = createServer(createSiteHandler(variant.root));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  servers.push(server);
  variant.origin = `http://127.0.0.1:${server.address().port}`;
}
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ["--no-sandbox", ...CHROMIUM_ARGS],
});
const results = {};
try {
  // One throwaway load so the first measured one does not pay for a cold browser.
  await load(browser, VARIANTS[0].origin + PAGES[0]);
  for (let round = 0; round < LOADS; round += 1) {
    for (const [index, path] of PAGES.entries()) {
      const order = (round + index) % 2 ? [...VARIANTS].reverse() : VARIANTS;
      for (const variant of order) {
        const key = `${variant.name} ${path}`;
        const marks = await load(browser, variant.origin + path);
        (results[key] ??= []).push(marks);
        const f = (v) => (v === undefined ? "-" : String(Math.round(v)));
        console.log(
          `${key.padEnd(28)} working ${f(marks.working)}  visible ${f(marks.visible)}  jsStart ${f(marks.jsStart)}  lcp ${f(marks.lcp)}  typed ${f(marks.typed)}  attempts ${marks.attempts}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
console.log("\nmedian (min–max), ms from navigation start, 4x CPU");
for (const [key, runs] of Object.entries(results)) {
  const stat = (name) => {
    const values = runs.map((r) => r[name]).filter((v) => v !== undefined);
    return `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
  };
  console.log(
    `${key.padEnd(28)} working ${stat("working")}  visible ${stat("visible")}  jsStart ${stat("jsStart")}  lcp ${stat("lcp")}`,
  );
}
