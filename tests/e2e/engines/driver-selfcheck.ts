// A check of the engine drivers themselves against a served production build, both engines at
// once as in parallel workers (Node runs this TypeScript as it is):
//   npm exec -- node tests/e2e/engines/driver-selfcheck.ts [origin] [firefox|webkit]
// The origin defaults to http://localhost:4399, e.g. `node server/serve.mjs` with PORT=4399.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchEngine, type EngineName, type EnginePage, type LaunchOptions } from "./driver.ts";

const origin = process.argv[2] ?? "http://localhost:4399";
const engines: EngineName[] = process.argv[3]
  ? [process.argv[3] as EngineName]
  : ["firefox", "webkit"];
const shots = mkdtempSync(join(tmpdir(), "driver-selfcheck-"));

const REDUCE = "matchMedia('(prefers-reduced-motion: reduce)').matches";
/** Set by the home page's inline script when motion is allowed: proof that scripts ran. */
const TYPED = `sessionStorage.getItem("tesseris:hero-typed")`;
const PROMISE = "new Promise((resolve) => setTimeout(() => resolve(42), 50))";
const CHECKBOX = "astro-island input[type=checkbox]";
const USERS = `input[id$="-users"]`;
const OPEN_MENU = `document.getElementById("phone-menu").matches(":popover-open")`;
const NOISE = `console.error("selfcheck boom"); console.warn("selfcheck careful");
  setTimeout(() => { throw new Error("selfcheck uncaught"); })`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function check(engine: string, what: string, ok: boolean, detail = "") {
  console.log(`${ok ? "ok  " : "FAIL"} ${engine}: ${what}${detail ? ` (${detail})` : ""}`);
  if (!ok) process.exitCode = 1;
}

/**
 * The processes this run started that are alive (pid and name): they inherit MARK from this
 * process's environment, which tells them from any other engine at work on the machine.
 */
const MARK = `DRIVER_SELFCHECK=${process.pid}`;
process.env.DRIVER_SELFCHECK = String(process.pid);
function ourProcesses(): string[] {
  return readdirSync("/proc")
    .filter((pid) => /^\d+$/.test(pid) && pid !== String(process.pid))
    .flatMap((pid) => {
      try {
        const environment = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const zombie = / Z /.test(stat.slice(stat.lastIndexOf(")")));
        return environment.includes(MARK) && !zombie ? [`${pid} ${stat.split(" ")[1]}`] : [];
      } catch {
        return []; // gone meanwhile, or not ours to read
      }
    });
}

/** A PNG's width, from its IHDR chunk. */
const pngWidth = (path: string) => readFileSync(path).readUInt32BE(16);

/** The expression's value once truthy, or its last value after the timeout. */
async function poll<T>(page: EnginePage, expression: string, timeout = 5_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    // A navigation under way may refuse an evaluation: ask again.
    const value = await page.evaluate<T>(expression).catch(() => undefined);
    if (value || Date.now() > deadline) return value as T;
    await sleep(100);
  }
}

async function withPage(
  engine: EngineName,
  options: LaunchOptions,
  body: (page: EnginePage, newPage: () => Promise<EnginePage>) => Promise<void>,
) {
  const started = performance.now();
  const session = await launchEngine(engine, options);
  const launched = seconds(started);
  try {
    const pageStarted = performance.now();
    const page = await session.newPage();
    console.log(`     ${engine}: launch ${launched}, new page ${seconds(pageStarted)}`);
    await body(page, () => session.newPage());
  } finally {
    await session.close();
  }
}

async function checkEngine(engine: EngineName) {
  await withPage(engine, { width: 375, height: 740 }, async (page, newPage) => {
    await page.goto(`${origin}/`);
    const size = await page.evaluate<{ width: number; height: number }>(
      "({ width: innerWidth, height: innerHeight })",
    );
    check(
      engine,
      "viewport 375×740",
      size.width === 375 && size.height === 740,
      JSON.stringify(size),
    );
    check(engine, "motion allowed", !(await page.evaluate<boolean>(REDUCE)));
    check(engine, "scripts run", (await poll<string | null>(page, TYPED)) === "1");
    const shot = join(shots, `${engine}-375.png`);
    await page.screenshot(shot);
    check(engine, "screenshot 375 px wide", pngWidth(shot) === 375, `${pngWidth(shot)}`);
    check(engine, "awaits a promise", (await page.evaluate<number>(PROMISE)) === 42);

    for (const [width, height] of [
      [1280, 900],
      [320, 640],
    ] as const) {
      await page.setViewport(width, height);
      const now = await page.evaluate<number[]>("[innerWidth, innerHeight]");
      check(engine, `setViewport ${width}×${height}`, `${now}` === `${width},${height}`, `${now}`);
    }
    await page.setViewport(375, 740);

    // Controls inside the price explorer's <astro-island>, a display: contents element.
    await page.goto(`${origin}/prices`);
    await poll(page, `!document.querySelector("astro-island[ssr]")`);
    await page.click(CHECKBOX);
    const checked = `document.querySelector("${CHECKBOX}").checked`;
    check(engine, "click a checkbox", await page.evaluate<boolean>(checked));
    await page.type(USERS, "123");
    await page.press("Backspace");
    const typed = await page.evaluate<string>(`document.querySelector('${USERS}').value`);
    check(engine, "type and Backspace", typed === "12", JSON.stringify(typed));
    await page.press("Tab");
    const moved = `!document.activeElement.matches('${USERS}')`;
    check(engine, "Tab moves focus", await page.evaluate<boolean>(moved));

    // A native popover: opens on click, closes on Escape; its link, in the top layer, navigates.
    await page.click("[popovertarget=phone-menu]");
    check(engine, "click opens the menu", await page.evaluate<boolean>(OPEN_MENU));
    await page.press("Escape");
    check(engine, "Escape closes it", !(await page.evaluate<boolean>(OPEN_MENU)));
    await page.click("[popovertarget=phone-menu]");
    await page.click("#phone-menu a[data-language-switch]");
    const german = await poll<boolean>(page, `location.pathname === "/de/prices"`);
    check(engine, "click a link in the menu", german);
    check(engine, "text of h1", (await page.text("h1")) === "Preise", await page.text("h1"));

    if (page.consoleMessages()) {
      page.clearConsole();
      await page.evaluate(NOISE);
      await sleep(300);
      const seen = page.consoleMessages() ?? [];
      const want = [
        "error: selfcheck boom",
        "warning: selfcheck careful",
        "pageerror: Error: selfcheck uncaught",
      ];
      const all = want.every((message) => seen.includes(message));
      check(engine, "console errors, warnings, page errors", all, JSON.stringify(seen));
      page.clearConsole();
      check(engine, "clearConsole", page.consoleMessages()?.length === 0);
    } else {
      check(engine, "no console access", engine === "webkit");
    }

    // A second page beside the first.
    const second = await newPage();
    await second.goto(`${origin}/prices`);
    check(engine, "second page", (await second.count("h1")) === 1);
    await second.close();
  });

  const german = { width: 320, height: 640, reducedMotion: true, language: "de-AT" };
  await withPage(engine, german, async (page) => {
    await page.goto(`${origin}/de/prices`);
    check(engine, "reduced motion", await page.evaluate<boolean>(REDUCE));
    check(engine, "viewport 320", (await page.evaluate<number>("innerWidth")) === 320);
    const language = await page.evaluate<string>("navigator.language");
    check(engine, "language de-AT", language === "de-AT", language);
  });

  // Motion allowed, so that the inline script would mark sessionStorage if it ran.
  await withPage(engine, { width: 1280, height: 900, javaScript: false }, async (page) => {
    await page.goto(`${origin}/`);
    await sleep(500);
    check(engine, "viewport 1280", (await page.evaluate<number>("innerWidth")) === 1280);
    check(engine, "scripts off", (await page.evaluate<string | null>(TYPED)) === null);
    const links = await page.count("a[href]");
    check(engine, "count with scripts off", links > 5, `${links} links`);
    const heading = await page.text("h1");
    check(engine, "text with scripts off", heading.length > 0, JSON.stringify(heading));
    await page.click(`header a[href="/prices"]`);
    const there = await poll<boolean>(page, `location.pathname === "/prices"`);
    check(engine, "click with scripts off", there);
  });
}

const results = await Promise.allSettled(engines.map(checkEngine));
results.forEach((result, index) => {
  if (result.status === "rejected") {
    check(
      engines[index] ?? "?",
      "ran through",
      false,
      String(result.reason?.stack ?? result.reason),
    );
  }
});
await sleep(500);
const left = ourProcesses();
check("all", "no process left", left.length === 0, left.join(", "));
rmSync(shots, { recursive: true, force: true });
