// Long tasks as a visitor's browser has them (issue 36): seven of the bench's pages, loaded
// in Debian's Chromium with the CPU slowed down 4× on Lighthouse's phone screen, reports its own
// `longtask` entries. Lighthouse's figures come from a browser under its inspector (JavaScript
// coverage, the debugger) and a simulation that moves with the machine's load (the same build's
// TBT ranged from 29 to 389 ms here); this run drives the browser through a bare DevTools pipe,
// with neither the `Runtime` nor the `Debugger` domain on, and counts what the page itself saw.
// Figures are added to the bench report (reports/bench.md), not asserted; the script fails only when a run breaks.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import os from "node:os";
import { join } from "node:path";
import { createSiteHandler } from "../server/site-handler.mjs";
import { appendReportSection, machineDescription } from "./lib/bench-report.mjs";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium.mjs";
import { LONG_TASK_PAGES } from "./lighthouse/collect-common.mjs";
import { BUILD, RUNS, median } from "./lighthouse/bench-setup.mjs";

const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (a Moto G Power). */
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };
/** How long after the load event the page is watched: the island hydrates well within it. */
const WATCH_AFTER_LOAD_MS = 3_000;
/** A task longer than this blocks input (the Long Tasks API's threshold, and TBT's). */
const LONG_TASK_MS = 50;

/** Runs in the page before its own scripts: keeps every long task the page reports. */
const OBSERVE_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });`;

const READ_RESULT = `JSON.stringify({
  tasks: window.__longTasks,
  fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
})`;

/** Chromium on a DevTools pipe (file descriptors 3 and 4), with a `send` for its commands. */
async function startBrowser() {
  const profile = await mkdtemp(join(os.tmpdir(), "bench-blocking-"));
  const browser = spawn(
    findChromium(),
    [
      ...CHROMIUM_ARGS,
      "--headless=new",
      "--no-sandbox",
      "--remote-debugging-pipe",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  const [, , , toBrowser, fromBrowser] = browser.stdio;
  const replies = new Map();
  const listeners = new Set();
  let buffered = "";
  let lastId = 0;
  fromBrowser.on("data", (chunk) => {
    buffered += chunk.toString("utf8");
    let end;
    while ((end = buffered.indexOf("\0")) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (message.id && replies.has(message.id)) {
        const { resolve, reject } = replies.get(message.id);
        replies.delete(message.id);
        if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`));
        else resolve(message.result);
      } else for (const listener of listeners) listener(message);
    }
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      replies.set(lastId, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id: lastId, method, params, sessionId })}\0`);
    });
  const nextEvent = (method, sessionId) =>
    new Promise((resolve) => {
      const listener = (message) => {
        if (message.method !== method || message.sessionId !== sessionId) return;
        listeners.delete(listener);
        resolve(message.params);
      };
      listeners.add(listener);
    });
  const close = async () => {
    await send("Browser.close").catch(() => {});
    await new Promise((resolve) =>
      browser.exitCode === null ? browser.once("exit", resolve) : resolve(),
    );
    await rm(profile, { recursive: true, force: true });
  };
  return { send, nextEvent, close };
}

/** One visit in a fresh browser context: the long tasks, and when the first content was painted. */
async function visit({ send, nextEvent }, url) {
  const { browserContextId } = await send("Target.createBrowserContext");
  const { targetId } = await send("Target.createTarget", { url: "about:blank", browserContextId });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  await send("Page.enable", {}, sessionId);
  await send("Emulation.setDeviceMetricsOverride", SCREEN, sessionId);
  await send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN }, sessionId);
  await send("Page.addScriptToEvaluateOnNewDocument", { source: OBSERVE_LONG_TASKS }, sessionId);
  const loaded = nextEvent("Page.loadEventFired", sessionId);
  await send("Page.navigate", { url }, sessionId);
  await loaded;
  await new Promise((resolve) => setTimeout(resolve, WATCH_AFTER_LOAD_MS));
  const { result } = await send(
    "Runtime.evaluate",
    { expression: READ_RESULT, returnByValue: true },
    sessionId,
  );
  await send("Target.disposeBrowserContext", { browserContextId });
  const { tasks, fcp } = JSON.parse(result.value);
  if (typeof fcp !== "number") throw new Error(`${url}: no first contentful paint reported`);
  // As TBT counts them: the part of each task after the first paint, less the first 50 ms.
  const afterPaint = tasks
    .filter(([start, duration]) => start + duration > fcp)
    .map(([start, duration]) => start + duration - Math.max(start, fcp));
  return {
    blocking: afterPaint.reduce((sum, length) => sum + Math.max(0, length - LONG_TASK_MS), 0),
    longestAfterPaint: Math.max(0, ...afterPaint),
    longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
  };
}

const server = createServer(createSiteHandler(BUILD.root));
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await startBrowser();
const visits = Object.fromEntries(LONG_TASK_PAGES.map((page) => [page, []]));
try {
  for (let run = 0; run < RUNS; run++) {
    for (const page of LONG_TASK_PAGES) visits[page].push(await visit(browser, `${origin}${page}`));
  }
} finally {
  await browser.close();
  server.close();
}

const round = (value) => Math.round(value);
const rows = LONG_TASK_PAGES.map((page) => {
  const of = (key) => visits[page].map((entry) => entry[key]);
  return `| \`${page}\` | ${RUNS} | ${round(median(of("blocking")))} | ${round(Math.max(...of("blocking")))} | ${round(median(of("longestAfterPaint")))} | ${round(median(of("longest")))} |`;
});
const machine = machineDescription();
const lines = [
  `## Long tasks in a visitor's browser (${new Date().toISOString().slice(0, 10)}, \`npm run bench\`, ${machine})`,
  "",
  `\`scripts/bench-blocking.mjs\`: seven of the bench's pages (\`LONG_TASK_PAGES\`), ${RUNS} loads in fresh browser contexts at 412 × 823 px with the CPU slowed down ${CPU_SLOWDOWN}×, driven through a bare DevTools pipe (no inspector domains, as a visitor's browser runs), watched until ${WATCH_AFTER_LOAD_MS / 1000} s after load. The page's own \`longtask\` entries: blocking time is what TBT counts of them (each task's part after the first contentful paint, less ${LONG_TASK_MS} ms), without Lighthouse's simulation.`,
  "",
  "| Page | loads | blocking time, median (ms) | max (ms) | longest task after the first paint, median (ms) | longest task, median (ms) |",
  "| --- | --: | --: | --: | --: | --: |",
  ...rows,
  "",
];
console.log(lines.join("\n"));
await appendReportSection(lines);
