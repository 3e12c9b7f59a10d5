// WebKitGTK through selenium-webdriver: a WebKitWebDriver and MiniBrowser (about 1 s to start)
// per page, on an Xvfb display of its own.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Builder, Key, Origin, type WebDriver } from "selenium-webdriver";
import { MINIBROWSER } from "../../../scripts/lib/test-machine.mjs";
import { freePort, portAnswers } from "../support/ports.ts";
import {
  enginePage,
  signalGroup,
  withTimeout,
  type EngineKey,
  type EnginePage,
  type LaunchOptions,
} from "./driver.ts";

/** Once in about six starts MiniBrowser fails to open its display and the request hangs. */
const SESSION_TIMEOUT = 15_000;
const SESSION_ATTEMPTS = 3;
/** Room for the largest window a test asks for, toolbar included. */
const SCREEN = "2560x1600x24";
/** Shrinks MiniBrowser's toolbar, which holds the window at 447 px or wider (ENGINES.md). */
const GTK_CSS =
  "* { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0 }\n";

const KEYS: Record<EngineKey, string> = {
  Escape: Key.ESCAPE,
  Tab: Key.TAB,
};

/** Process groups and folders to end on exit: a group of its own misses the terminal's Ctrl+C. */
const running = new Map<number, NodeJS.Signals>();
const folders = new Set<string>();
function abandon() {
  running.forEach((signal, pid) => signalGroup(pid, signal));
  folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
}
process.on("exit", abandon);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    abandon();
    // With no other listener, die of the signal as the default action would.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  });
}

/** `lastly`: Xvfb takes SIGTERM, so it removes its lock file in /tmp. */
function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  { lastly = "SIGKILL" as NodeJS.Signals, displayFd = false } = {},
) {
  const child = spawn(command, args, {
    env,
    detached: true,
    stdio: ["ignore", "ignore", "ignore", ...(displayFd ? (["pipe"] as const) : [])],
  });
  if (child.pid) running.set(child.pid, lastly);
  return child;
}

/** SIGTERM first, so that Xvfb removes its lock file in /tmp; SIGKILL for what is left. */
async function end(child: ChildProcess) {
  const pid = child.pid;
  if (!pid || !running.has(pid)) return;
  const exited = child.exitCode !== null || child.signalCode !== null;
  if (!exited) {
    const exit = new Promise((resolve) => child.once("exit", resolve));
    signalGroup(pid, "SIGTERM");
    await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  }
  signalGroup(pid, "SIGKILL");
  running.delete(pid);
}

/** Xvfb picks a free display itself (-displayfd) and says which once it accepts clients. */
async function startXvfb(): Promise<{ xvfb: ChildProcess; display: string }> {
  // -noreset: no server reset between one page's MiniBrowser leaving and the next arriving.
  const xvfb = start(
    "Xvfb",
    ["-displayfd", "3", "-screen", "0", SCREEN, "-nolisten", "tcp", "-noreset"],
    process.env,
    { lastly: "SIGTERM", displayFd: true },
  );
  const number = new Promise<string>((resolve, reject) => {
    let said = "";
    xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes("\n")) resolve(said.trim());
    });
    xvfb.once("error", reject);
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  try {
    return { xvfb, display: `:${await withTimeout(number, 10_000, "Xvfb's start")}` };
  } catch (error) {
    await end(xvfb);
    throw error;
  }
}

/** The environment of WebKitWebDriver and, through it, MiniBrowser. */
function browserEnvironment(display: string, config: string) {
  // The machine's own locale would pick WebKit's language; without one it is en-US, as in Firefox.
  const unlocalised = Object.entries(process.env).filter(
    ([name]) => !/^(LANG|LANGUAGE|LC_\w+)$/.test(name),
  );
  return {
    ...Object.fromEntries(unlocalised),
    DISPLAY: display,
    XDG_CONFIG_HOME: config,
  };
}

export async function launchWebKit(options: LaunchOptions): Promise<EnginePage> {
  // GTK reads the toolbar's CSS and the animations switch (WebKit's reduced motion) from here.
  const config = mkdtempSync(join(tmpdir(), "webkit-config-"));
  folders.add(config);
  mkdirSync(join(config, "gtk-3.0"));
  writeFileSync(join(config, "gtk-3.0", "gtk.css"), GTK_CSS);
  const animations = options.reducedMotion ? 0 : 1;
  writeFileSync(
    join(config, "gtk-3.0", "settings.ini"),
    `[Settings]\ngtk-enable-animations=${animations}\n`,
  );
  let xvfb: ChildProcess | undefined;
  const close = async () => {
    if (xvfb) await end(xvfb);
    rmSync(config, { recursive: true, force: true });
    folders.delete(config);
  };
  try {
    const started = await startXvfb();
    xvfb = started.xvfb;
    return await openPage(browserEnvironment(started.display, config), options, close);
  } catch (error) {
    await close();
    throw error;
  }
}

async function startDriver(env: NodeJS.ProcessEnv, options: LaunchOptions) {
  const port = await freePort();
  const server = start("WebKitWebDriver", [`--port=${port}`], env);
  try {
    const deadline = Date.now() + 5_000;
    while (!(await portAnswers(port))) {
      if (server.exitCode !== null || Date.now() > deadline) {
        throw new Error(`WebKitWebDriver did not listen on ${port}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const args = ["--automation"];
    if (options.javaScript === false) args.push("--enable-javascript=false");
    const capabilities = {
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args },
    };
    const build = new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities(capabilities)
      .build();
    const driver = await withTimeout(
      Promise.resolve(build),
      SESSION_TIMEOUT,
      "WebKit's new session",
    );
    return { server, driver };
  } catch (error) {
    // Ending the group ends a hung MiniBrowser with it; the request then fails, unheard.
    await end(server);
    throw error;
  }
}

async function openPage(
  env: NodeJS.ProcessEnv,
  options: LaunchOptions,
  closeDisplay: () => Promise<void>,
): Promise<EnginePage> {
  let started: Awaited<ReturnType<typeof startDriver>> | undefined;
  for (let attempt = 1; !started; attempt++) {
    try {
      started = await startDriver(env, options);
    } catch (error) {
      if (attempt >= SESSION_ATTEMPTS) throw error;
    }
  }
  const { server, driver } = started;
  const chrome: Chrome = { width: 0, height: 0 };
  const setViewport = (width: number, height: number) => resize(driver, chrome, width, height);
  try {
    // WebDriver's own page load timeout is 300 s; fail as soon as puppeteer does in Firefox.
    await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
    await setViewport(options.width, options.height);
  } catch (error) {
    await end(server);
    throw error;
  }

  return enginePage({
    async goto(url) {
      await driver.get(url);
    },
    evaluate: async <T>(expression: string) =>
      (await driver.executeScript(`return (\n${expression}\n);`)) as T,
    clickAt: (point) =>
      actions(driver)
        .move({ ...point, origin: Origin.VIEWPORT, duration: 0 })
        .press()
        .release()
        .perform(),
    typeText: (text) => actions(driver).sendKeys(text).perform(),
    async press(key) {
      await actions(driver).keyDown(KEYS[key]).keyUp(KEYS[key]).perform();
    },
    setViewport,
    // MiniBrowser offers no console to WebDriver, and no BiDi.
    consoleMessages: () => undefined,
    clearConsole() {},
    async close() {
      await withTimeout(driver.quit(), 5_000, "WebKit's quit").catch(() => {});
      await end(server);
      await closeDisplay();
    },
  });
}

function actions(driver: WebDriver) {
  return driver.actions({ async: true });
}

interface Sizes {
  innerWidth: number;
  innerHeight: number;
  outerWidth: number;
  outerHeight: number;
}
type Chrome = { width: number; height: number };

/** Sizes the window so that the viewport has the size asked for, plus the toolbar's `chrome`. */
async function resize(driver: WebDriver, chrome: Chrome, width: number, height: number) {
  for (let attempt = 1; attempt <= 4; attempt++) {
    const outer = { width: width + chrome.width, height: height + chrome.height };
    await driver.manage().window().setRect(outer);
    const now = await settledSizes(driver, outer);
    if (now.innerWidth === width && now.innerHeight === height) return;
    chrome.width = now.outerWidth - now.innerWidth;
    chrome.height = now.outerHeight - now.innerHeight;
  }
  throw new Error(`WebKit's viewport did not reach ${width}×${height}`);
}

/** The sizes once the viewport has held still 100 ms: Set Window Rect returns before it has. */
async function settledSizes(driver: WebDriver, outer: Chrome): Promise<Sizes> {
  const script = "return { innerWidth, innerHeight, outerWidth, outerHeight };";
  const read = async () => (await driver.executeScript(script)) as Sizes;
  const deadline = Date.now() + 3_000;
  let now = await read();
  let still = 0;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const last = now;
    now = await read();
    const placed = now.outerWidth === outer.width && now.outerHeight === outer.height;
    const same = now.innerWidth === last.innerWidth && now.innerHeight === last.innerHeight;
    still = placed && same ? still + 1 : 0;
    if (still >= 2) break;
  }
  return now;
}
