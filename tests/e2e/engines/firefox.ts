// Firefox ESR through puppeteer-core over WebDriver BiDi: a browser (4 to 5 s to start) per page.
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { FIREFOX_ESR } from "../../../scripts/lib/test-machine.mjs";
import {
  enginePage,
  signalGroup,
  withTimeout,
  type EngineKey,
  type EnginePage,
  type LaunchOptions,
} from "./driver.ts";

/** Reduced motion and scripts as preferences; a closed proxy keeps Firefox on this machine. */
function preferences({ reducedMotion, javaScript }: LaunchOptions) {
  return {
    "ui.prefersReducedMotion": reducedMotion ? 1 : 0,
    "javascript.enabled": javaScript !== false,
    "network.proxy.type": 1,
    "network.proxy.http": "127.0.0.1",
    "network.proxy.http_port": 9,
    "network.proxy.ssl": "127.0.0.1",
    "network.proxy.ssl_port": 9,
    "network.proxy.no_proxies_on": "localhost, 127.0.0.1, [::1]",
    "network.proxy.allow_hijacking_localhost": false,
    "network.proxy.failover_direct": false,
    "network.proxy.allow_bypass": false,
  };
}

export async function launchFirefox(options: LaunchOptions): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_ESR,
    headless: true,
    defaultViewport: null,
    extraPrefsFirefox: preferences(options),
    // A stuck protocol call fails the test in 30 s rather than puppeteer's default 180 s.
    protocolTimeout: 30_000,
    // Its 4 to 5 s start took 27 s beside a full test run on two cores (puppeteer allows 30 s).
    timeout: 60_000,
  });
  try {
    return await openPage(browser, options);
  } catch (error) {
    await closeBrowser(browser);
    throw error;
  }
}

/** A wedged Firefox (window.print()) may not answer for 30 s: its group goes sooner. */
async function closeBrowser(browser: Browser) {
  const pid = browser.process()?.pid;
  await withTimeout(browser.close(), 10_000, "Firefox's quit").catch(() => {
    if (pid) signalGroup(pid, "SIGKILL");
  });
}

async function openPage(browser: Browser, options: LaunchOptions): Promise<EnginePage> {
  const page: Page = await browser.newPage();
  const messages: string[] = [];
  page.on("console", (message) => {
    const type = message.type();
    if (type === "error") messages.push(`error: ${message.text()}`);
    else if (type === "warn") messages.push(`warning: ${message.text()}`);
  });
  page.on("pageerror", (error) =>
    messages.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`),
  );

  const setViewport = (width: number, height: number) =>
    page.setViewport({ width, height, deviceScaleFactor: 1 });
  await setViewport(options.width, options.height);

  return enginePage({
    async goto(url) {
      await page.goto(url, { waitUntil: "load" });
      // Tab past a modal dialog's last button moves focus into Firefox's toolbar, which WebDriver's
      // keys never reach to bring it back: the pages after it fired no focus events. A tab opened
      // and closed hands focus back to the page, as a visitor's next Tab would.
      if (!(await page.evaluate(() => document.hasFocus()))) {
        await (await browser.newPage()).close();
        await page.bringToFront();
      }
    },
    // The main realm: evaluation still runs there with scripts off, unlike puppeteer's sandbox.
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    clickAt: (point) => page.mouse.click(point.x, point.y),
    typeText: (text) => page.keyboard.type(text),
    async press(key: EngineKey) {
      await page.keyboard.press(key);
    },
    setViewport,
    consoleMessages: () => [...messages],
    clearConsole() {
      messages.length = 0;
    },
    close: () => closeBrowser(browser),
  });
}
