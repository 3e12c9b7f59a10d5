// One page-driving interface over the stock engines Playwright cannot drive (ENGINES.md).
// Never click anything that calls window.print(): it wedges a Firefox tab for good.

export type EngineName = "firefox" | "webkit";

export interface LaunchOptions {
  /** The viewport in CSS px: the page's innerWidth and innerHeight (checked at every resize). */
  width: number;
  height: number;
  /** prefers-reduced-motion: reduce, for the whole browser. */
  reducedMotion?: boolean;
  /** Default true; false turns page scripts off for the whole browser. */
  javaScript?: boolean;
}

export interface EnginePage {
  /** Opens an absolute URL; resolves after the load event. */
  goto(url: string): Promise<void>;
  /** The JSON-able value of a JavaScript expression in the page; a promise is awaited. */
  evaluate<T>(expression: string): Promise<T>;
  /** A real pointer click at the centre of the element's visible part, scrolled into view. */
  click(selector: string): Promise<void>;
  /** Clicks the element, then types the text as real key events. */
  type(selector: string, text: string): Promise<void>;
  /** A real key press on the focused element. */
  press(key: EngineKey): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** How many elements match the CSS selector; works with JavaScript off. */
  count(selector: string): Promise<number>;
  /** The rendered text (innerText) of the first match; works with JavaScript off. */
  text(selector: string): Promise<string>;
  /** Console errors, warnings and uncaught exceptions so far; undefined without console access. */
  consoleMessages(): string[] | undefined;
  clearConsole(): void;
  /** Ends every process the launch started. */
  close(): Promise<void>;
}

export type EngineKey = "Escape" | "Tab";

/** A browser of its own, with fresh storage, and its one page. */
export async function launchEngine(
  engine: EngineName,
  options: LaunchOptions,
): Promise<EnginePage> {
  if (engine === "firefox") return (await import("./firefox.ts")).launchFirefox(options);
  return (await import("./webkit.ts")).launchWebKit(options);
}

/** What an engine's page supplies; enginePage makes the rest from it, the same in each. */
export type PageBasics = Omit<EnginePage, "click" | "type" | "count" | "text"> & {
  clickAt(point: { x: number; y: number }): Promise<void>;
  typeText(text: string): Promise<void>;
};

/**
 * A click's target stands still this many frames in a row before its box is read. Firefox gives a
 * price table that comes into view its own height, in place of its placeholder's (app.css), up to
 * three frames after the scroll, moving what follows it by up to 144 px (`/pl/prices`, 1280 px);
 * an answer rendered after the paint can move it too.
 */
const STILL_FRAMES = 3;
/** How long a click waits for its target to stand still; one that keeps moving is clicked then. */
const MAX_FRAMES_TO_STAND_STILL = 30;

// The page-side expressions run even with page scripts off, in both engines.
export function enginePage({ clickAt, typeText, ...basics }: PageBasics): EnginePage {
  const { evaluate } = basics;
  const find = (selector: string) => `document.querySelector(${JSON.stringify(selector)})`;
  // A pointer click at the centre: WebKit's Element Click refuses controls in <astro-island>,
  // puppeteer's hangs in Firefox with scripts off. Its box is read once it stands still.
  const click = async (selector: string) => {
    const point = await evaluate<{ x: number; y: number } | null>(`(async () => {
      const element = ${find(selector)};
      if (!element) return null;
      element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      const where = () => {
        const box = element.getClientRects()[0];
        return box ? [box.left, box.top, box.width, box.height].join() : "";
      };
      let last = where();
      for (let still = 0, frame = 0; still < ${STILL_FRAMES} && frame < ${MAX_FRAMES_TO_STAND_STILL}; frame += 1) {
        await new Promise((drawn) => requestAnimationFrame(drawn));
        const now = where();
        still = now === last ? still + 1 : 0;
        last = now;
      }
      const box = element.getClientRects()[0];
      if (!box) return null;
      const left = Math.max(box.left, 0), right = Math.min(box.right, innerWidth);
      const top = Math.max(box.top, 0), bottom = Math.min(box.bottom, innerHeight);
      if (right <= left || bottom <= top) return null;
      return { x: Math.floor((left + right) / 2), y: Math.floor((top + bottom) / 2) };
    })()`);
    if (!point) throw new Error(`No visible element to click matches ${selector}`);
    await clickAt(point);
  };
  return {
    ...basics,
    click,
    async type(selector, text) {
      await click(selector);
      await typeText(text);
    },
    count: (selector) =>
      evaluate<number>(`document.querySelectorAll(${JSON.stringify(selector)}).length`),
    text: (selector) =>
      evaluate<string>(`(() => {
        const element = ${find(selector)};
        if (!element) throw new Error("no element matches " + ${JSON.stringify(selector)});
        return (element instanceof HTMLElement ? element.innerText : element.textContent ?? "").trim();
      })()`),
  };
}

/** Sends `signal` to the process group `pid` leads (each browser's own), if it is still there. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** `promise`, or a rejection naming `what` once `ms` have passed without it settling. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
