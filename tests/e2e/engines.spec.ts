import { expect, test } from "@playwright/test";
import {
  CARD_RAISE_FROM,
  HASH_SCROLL_OFFSET_PX,
  HEADER_SCROLL_THRESHOLD_PX,
  HERO_REVEAL_DISTANCE_PX,
  HERO_TYPED_ATTRIBUTE,
  PUZZLE_SHAPE_COUNT,
  TYPING_INTERVAL_MS,
} from "~/content/constants";
import { launchEngine, type EngineName, type EnginePage } from "./engines/driver.ts";
import { serveWithReports } from "./engines/reporting-site.ts";
import { stillValue } from "./support/scroll.ts";
import { ADMIN_PATH, cmsWords } from "./support/admin.ts";
import { contentOf, heroLetters, localePaths, locales } from "./support/content.ts";
import { pageTypePaths } from "./support/pages.ts";
import {
  amount,
  estimateBoxName,
  KNOWN,
  knownUrl,
  offeringById,
  OFFERINGS,
  PRICE_LANGUAGES,
  priceLanguage,
  tierLabel,
} from "./support/price-explorer.ts";
import { typingStateInPage, type TypingState } from "./support/typing.ts";
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from "./support/viewport.ts";

// The behaviours that lean on a platform feature Firefox ESR or WebKitGTK lacks (ENGINES.md),
// run in both; the Chromium specs hold the rest. CSP reports go to the test server.

/** The three ways a visitor's browser may be set. */
type Mode = "motion" | "reduced" | "no-js";

interface Visit {
  /** The engine's page in the behaviour's mode, at the desktop's size. */
  page(): Promise<EnginePage>;
  url(path: string): string;
}

/** One unknown path per 404 page, with what it logs (SPEC.md §8). */
const UNKNOWN_PATHS = [
  ["/no-such-page", ["error: 404: no page exists at /no-such-page"]],
  ["/de/no-such-page", ["error: 404: no page exists at /de/no-such-page"]],
  ["/solutions/no-such", []],
  ["/de/solutions/no-such", []],
] as const;

/**
 * How visible the play button and the trusted block are and how far down the wipe panel and card
 * sit, at the second frame after the load, as first painted: a scroll timeline has no effect
 * before a frame, and a reveal fading out (0.3 s) still shows.
 */
const REVEALS_AT_FIRST_PAINT = `new Promise((painted) =>
  requestAnimationFrame(() => requestAnimationFrame(painted))
).then(() => {
  const style = (selector) => getComputedStyle(document.querySelector(selector));
  const down = (selector) => new DOMMatrix(style(selector).transform).m42;
  return {
    play: Number(style(".hero-play").opacity),
    trusted: Number(style(".hero-trusted").opacity),
    wipe: down(".hero-wipe"),
    card: down(".platform-card"),
  };
})`;

const TYPED_BEFORE = `document.documentElement.hasAttribute("${HERO_TYPED_ATTRIBUTE}")`;

/** Where the title's next letter starts a line after a letter that is no space or hyphen. */
const TITLE_BROKEN_IN_WORDS = `(() => {
  const letters = [...document.querySelectorAll(".hero-letter")];
  return letters.slice(1).flatMap((letter, index) => {
    const before = letters[index];
    // A letter's box is taller than the title's lines (line-height 1): compare their tops.
    const [next, last] = [letter, before].map((span) => span.getBoundingClientRect());
    const wrapped = next.top - last.top > last.height / 2;
    return wrapped && !/^[\\s\\-\\u2010]$/.test(before.textContent) ? [before.textContent + letter.textContent] : [];
  });
})()`;

/** The start of every reveal: unseen, the wipe panel 4rem low, the card at rest (app.css). */
const HIDDEN = { play: 0, trusted: 0, wipe: 64, card: 0 };

/** Resolves in the page once two frames have passed and every CSS transition has ended. */
const SETTLED = `(async () => {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => {})));
  return true;
})()`;

/** The text nodes of a document's `main` that a visitor reads, scripts and styles left out. */
const READ_TEXT = `((document) => {
  const walker = document.createTreeWalker(document.querySelector("main"), NodeFilter.SHOW_TEXT);
  const read = [];
  while (walker.nextNode()) {
    const text = walker.currentNode;
    if (text.data.trim() && !text.parentElement.closest("script, style")) read.push(text.data);
  }
  return read;
})`;

/**
 * `main`'s text as the server sent the open page, before any script: parsed by the engine, as an
 * XHR document, which the site's Trusted Types allow (DOMParser they refuse).
 */
const PRERENDERED_TEXT = `new Promise((parsed, failed) => {
  const request = new XMLHttpRequest();
  request.open("GET", location.href);
  request.responseType = "document";
  request.onload = () => parsed(${READ_TEXT}(request.response));
  request.onerror = failed;
  request.send();
})`;

/** Gives the element a selector of its own for a real click, found by what a visitor reads. */
async function mark(page: EnginePage, find: string, name: string): Promise<string> {
  const token = `t${Math.random().toString(36).slice(2)}`;
  const found = await page.evaluate<boolean>(`(() => {
    const element = (${find})(${JSON.stringify(name)});
    element?.setAttribute("data-engine-target", ${JSON.stringify(token)});
    return Boolean(element);
  })()`);
  expect(found, `${name} is on the page`).toBe(true);
  return `[data-engine-target="${token}"]`;
}

/** A form control named by the words of its label. */
const CONTROL_BY_LABEL = `((name) => [...document.querySelectorAll("label")]
  .find((label) => label.textContent.trim() === name)?.control ?? null)`;
/** A control named by its `aria-label`, as each price table's "Add to estimate" box is. */
const CONTROL_BY_NAME = `((name) => [...document.querySelectorAll("[aria-label]")]
  .find((element) => element.getAttribute("aria-label") === name) ?? null)`;
/** A button or link named by its text. */
const ACTION_BY_TEXT = `((name) => [...document.querySelectorAll("a, button")]
  .find((element) => element.textContent.trim() === name) ?? null)`;

async function scrollTo(page: EnginePage, y: number): Promise<void> {
  await expect
    .poll(() => page.evaluate<number>(`(window.scrollTo(0, ${y}), Math.round(window.scrollY))`))
    .toBe(y);
  await page.evaluate(SETTLED);
}

const style = (page: EnginePage, selector: string, property: string) =>
  page.evaluate<string>(
    `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).${property}`,
  );

/** How much the header's rule and shadow show: a layer of its own that fades (app.css). */
const headerRule = (page: EnginePage) =>
  page.evaluate<string>(
    `getComputedStyle(document.querySelector(".site-header"), "::after").opacity`,
  );

/** Whether a transform moves nothing. */
const still = (transform: string) =>
  transform === "none" || transform === "matrix(1, 0, 0, 1, 0, 0)";

interface Behaviour {
  name: string;
  /** How the visitor's browser is set for every page of the behaviour. */
  mode: Mode;
  run(visit: Visit): Promise<void>;
}

const en = contentOf.en;

/** What the editor says where local repository mode cannot work, in its own English words. */
const LOCAL_MODE_UNSUPPORTED = (
  cmsWords("en-US") as unknown as { local_workflow: { unsupported_browser: string } }
).local_workflow.unsupported_browser;

const BEHAVIOURS: Behaviour[] = [
  {
    name: "a page of each kind in every language and the 404s answer, with no console message but the 404's log",
    mode: "reduced",
    async run(visit) {
      // Pages of a kind differ in words alone; every page's console, in Chromium: layout.spec.ts.
      const page = await visit.page();
      for (const path of pageTypePaths) {
        await page.goto(visit.url(path));
        expect(await page.count("main h1"), path).toBe(1);
        expect(page.consoleMessages() ?? [], path).toEqual([]);
      }
      for (const [path, log] of UNKNOWN_PATHS) {
        await page.goto(visit.url(path));
        expect(await page.count("h1"), path).toBe(1);
        const logged = page.consoleMessages();
        if (logged) expect(logged, path).toEqual(log);
        page.clearConsole();
      }
    },
  },
  {
    name: `types the title a letter each ${TYPING_INTERVAL_MS} ms, then the subtitle`,
    mode: "motion",
    async run(visit) {
      const page = await visit.page();
      await page.goto(visit.url("/imprint"));
      await page.evaluate("sessionStorage.clear()");
      await page.goto(visit.url("/"));
      const letters = heroLetters("en");
      // The page's animation clock, held by the test: each letter drawn at its step.
      const at = (ms: number) => page.evaluate<TypingState>(`(${typingStateInPage})(${ms})`);
      for (const typed of [0, 1, 5, letters.length]) {
        const { drawn } = await at(typed * TYPING_INTERVAL_MS + 1);
        expect(drawn).toBe(letters.slice(0, typed).join(""));
      }
      const end = letters.length * TYPING_INTERVAL_MS;
      expect((await at(end - 1)).subtitleDrawn, "the subtitle with the last letter").toBe(false);
      expect((await at(end + 1)).subtitleDrawn).toBe(true);
      expect(await page.text(".hero-subtitle")).toBe(en.chrome.site.hero.subtitle);
      // Once a session: the head script's flag, first-paint.spec.ts.
    },
  },
  {
    name: "under reduced motion: the title whole, the reveals in their end state, the shapes still",
    mode: "reduced",
    async run(visit) {
      const page = await visit.page();
      await page.goto(visit.url("/"));
      expect(
        await page.evaluate<number>(
          `document.getAnimations().filter((a) => a.timeline === document.timeline).length`,
        ),
      ).toBe(0);
      expect(await style(page, ".hero-trusted", "opacity")).toBe("1");
      expect(await style(page, ".hero-play", "opacity")).toBe("1");
      expect(still(await style(page, ".hero-wipe", "transform"))).toBe(true);
      expect(still(await style(page, ".platform-card", "transform")), "the card raised").toBe(
        false,
      );
      expect(await page.text("#hero-title")).toContain(en.chrome.site.hero.title.slice(0, 4));
    },
  },
  {
    name: `the header and the contact button change style once scrolled past ${HEADER_SCROLL_THRESHOLD_PX} px`,
    mode: "motion",
    async run(visit) {
      const page = await visit.page();
      await page.goto(visit.url(localePaths.en.prices));
      const fabLabel = () => style(page, ".contact-fab-label", "opacity");
      await scrollTo(page, 0);
      expect(await fabLabel(), "the contact button open at the top").toBe("1");
      await scrollTo(page, HEADER_SCROLL_THRESHOLD_PX);
      expect(await headerRule(page)).toBe("0");
      await scrollTo(page, HEADER_SCROLL_THRESHOLD_PX + 1);
      expect(await headerRule(page)).toBe("1");
      expect(await fabLabel(), "folded").toBe("0");
      await scrollTo(page, 0);
      expect(await fabLabel()).toBe("1");
      expect(await headerRule(page)).toBe("0");
    },
  },
  {
    name: "the hero's reveals wait hidden at the top at both widths, then play on scrolling",
    mode: "motion",
    async run(visit) {
      const page = await visit.page();
      // By CSS scroll-driven animations, or in Firefox by the head script's fallback.
      for (const { width, height } of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
        await page.setViewport(width, height);
        await page.goto(visit.url("/"));
        expect(await page.evaluate(REVEALS_AT_FIRST_PAINT), `${width} px`).toEqual(HIDDEN);
      }
      // The wipe panel's top a reveal distance and more into the viewport: every reveal has played.
      const y = await page.evaluate<number>(`(() => {
        const wipe = document.querySelector(".hero-wipe");
        const top = wipe.parentElement.getBoundingClientRect().bottom - wipe.offsetHeight + scrollY;
        return Math.round(top - innerHeight + ${HERO_REVEAL_DISTANCE_PX} + 40);
      })()`);
      await scrollTo(page, y);
      expect(await style(page, ".hero-trusted", "opacity")).toBe("1");
      expect(await style(page, ".hero-play", "opacity")).toBe("1");
      expect(still(await style(page, ".hero-wipe", "transform"))).toBe(true);
      expect(still(await style(page, ".platform-card", "transform")), "the card raised").toBe(
        false,
      );
      // Just short of the card's range, the card is still at rest.
      await scrollTo(
        page,
        y - 40 - Math.round(HERO_REVEAL_DISTANCE_PX * (1 - CARD_RAISE_FROM)) - 8,
      );
      expect(still(await style(page, ".platform-card", "transform"))).toBe(true);
    },
  },
  {
    name: "the platform overview opens as a modal dialog, keeps focus, closes with its button and Escape",
    mode: "reduced",
    async run(visit) {
      const page = await visit.page();
      const { buttonLabel, closeLabel } = contentOf.en.home.overview;
      await page.goto(visit.url("/"));
      const play = await mark(page, ACTION_BY_TEXT, buttonLabel);
      const focusInDialog = `(() => {
        const dialog = document.querySelector("dialog");
        return { open: dialog.open, inside: dialog.contains(document.activeElement) };
      })()`;
      await page.click(play);
      expect(await page.evaluate(focusInDialog)).toEqual({ open: true, inside: true });
      for (let press = 0; press < 3; press += 1) {
        await page.press("Tab");
        const outside = await page.evaluate<boolean>(
          `!document.querySelector("dialog").contains(document.activeElement) && document.activeElement !== document.body`,
        );
        expect(outside, "focus stays in the dialog").toBe(false);
      }
      await page.press("Escape");
      expect(await page.evaluate(focusInDialog)).toEqual({ open: false, inside: false });
      expect(
        await page.evaluate<boolean>(
          `document.activeElement === document.querySelector(${JSON.stringify(play)})`,
        ),
        "focus back on the play button",
      ).toBe(true);
      await page.click(play);
      await page.click(`dialog button[aria-label="${closeLabel}"]`);
      expect(await page.evaluate(focusInDialog)).toEqual({ open: false, inside: false });
    },
  },
  {
    name: "the hero's title, typed a span per letter, breaks its lines between words alone in every language",
    mode: "motion",
    async run(visit) {
      const page = await visit.page();
      try {
        for (const { width, height } of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
          await page.setViewport(width, height);
          for (const locale of locales) {
            // Typed on a session's first visit alone: each letter is then positioned, for its cover.
            await page.goto(visit.url(localePaths[locale].imprint));
            await page.evaluate("sessionStorage.clear()");
            await page.goto(visit.url(localePaths[locale].home));
            expect(await page.evaluate<boolean>(TYPED_BEFORE)).toBe(false);
            expect(
              await page.evaluate<string[]>(TITLE_BROKEN_IN_WORDS),
              `${locale}, ${width} px`,
            ).toEqual([]);
          }
        }
      } finally {
        await page.setViewport(DESKTOP_VIEWPORT.width, DESKTOP_VIEWPORT.height);
      }
    },
  },
  {
    name: "on a 375 px phone the menu opens, names its next action, and closes once a link is chosen or Tab leaves it",
    mode: "reduced",
    async run(visit) {
      const page = await visit.page();
      const labels = en.chrome.headerLabels;
      await page.setViewport(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
      try {
        await page.goto(visit.url("/"));
        expect(await page.evaluate<number>("innerWidth")).toBe(PHONE_VIEWPORT.width);
        const button = "button[popovertarget]";
        expect(await page.text(button)).toBe(labels.openMenu);
        await page.click(button);
        expect(
          await page.evaluate<boolean>(
            `document.querySelector("[popover]").matches(":popover-open")`,
          ),
        ).toBe(true);
        expect(await page.text(button)).toBe(labels.closeMenu);
        await page.click(`[popover] a[href="${localePaths.en.solutions}"]`);
        await expect
          .poll(() =>
            page.evaluate<boolean>(`document.querySelector("[popover]").matches(":popover-open")`),
          )
          .toBe(false);
        expect(await page.text(button)).toBe(labels.openMenu);
        await expect
          .poll(() =>
            page.evaluate<number>(
              `Math.round(document.getElementById("solutions").getBoundingClientRect().top)`,
            ),
          )
          .toBe(HASH_SCROLL_OFFSET_PX);

        await page.click(button);
        await page.evaluate(`[...document.querySelectorAll("[popover] a")].at(-1).focus()`);
        await page.press("Tab");
        await expect
          .poll(() =>
            page.evaluate<boolean>(`document.querySelector("[popover]").matches(":popover-open")`),
          )
          .toBe(false);
        expect(
          await page.evaluate<boolean>(
            `document.querySelector("main").contains(document.activeElement)`,
          ),
        ).toBe(true);
      } finally {
        await page.setViewport(DESKTOP_VIEWPORT.width, DESKTOP_VIEWPORT.height);
      }
    },
  },
  {
    name: "a whole estimate: 12,000 users, three offerings, 1.270.000 EUR, the shapes held where they stood, the comparison view and the link copied",
    mode: "motion",
    async run(visit) {
      const language = priceLanguage("de");
      const { explorer } = language.content;
      const page = await visit.page();
      await page.goto(visit.url(language.path));
      await expect.poll(() => page.count("astro-island[ssr]"), { timeout: 15_000 }).toBe(0);
      await page.type(await mark(page, CONTROL_BY_LABEL, explorer.usersLabel), "12000");
      // Two from the picker, the last from its table, which the click scrolls to.
      const [first, second, fromTable] = KNOWN.offerings;
      for (const id of [first, second]) {
        await page.click(await mark(page, CONTROL_BY_LABEL, offeringById(id, language).title));
      }
      await page.click(await mark(page, CONTROL_BY_NAME, estimateBoxName(language, fromTable)));
      await expect.poll(() => page.text("#estimate")).toContain(amount(1_270_000, language));
      await expect
        .poll(() =>
          page.evaluate<boolean>(`document.documentElement.hasAttribute("data-shapes-held")`),
        )
        .toBe(true);
      const standing = await page.evaluate<number>(
        `[...document.querySelectorAll(".puzzle-shape")].filter((s) => !(${still.toString()})(getComputedStyle(s).transform)).length`,
      );
      expect(
        standing,
        "held shapes stay off their origin, where they drifted to",
      ).toBeGreaterThanOrEqual(PUZZLE_SHAPE_COUNT - 1);

      await page.click(await mark(page, CONTROL_BY_LABEL, explorer.views.compare));
      await expect.poll(() => page.evaluate<string>("location.search")).toContain("view=compare");
      // The static list's tables stay in the page, hidden while the comparison shows.
      const shownTables = `[...document.querySelectorAll("main table")].filter((table) => table.getClientRects().length > 0)`;
      await expect
        .poll(() => page.evaluate<number>(`${shownTables}.length`), {
          message: "one comparison table",
        })
        .toBe(1);
      expect(await page.count(".compare-table thead th")).toBeGreaterThanOrEqual(5);

      await page.click(await mark(page, ACTION_BY_TEXT, explorer.estimate.copyLink));
      // Copied to the clipboard, or, where the browser refuses, shown selected to copy by hand.
      await expect
        .poll(() =>
          page.evaluate<string>(`(() => {
            const field = [...document.querySelectorAll("#estimate input")].find((i) => i.value.includes("users=12000"));
            return field ? "by hand" : document.querySelector("#estimate").textContent.includes(${JSON.stringify(explorer.estimate.copied)}) ? "copied" : "";
          })()`),
        )
        .toMatch(/^(copied|by hand)$/);
    },
  },
  {
    name: "an address of the comparison that names a section lands on it, below the table's head row",
    mode: "motion",
    async run(visit) {
      // The list's last section: the shorter comparison left the page at its end (WebKit gliding).
      const language = priceLanguage("pl");
      const id = language.content.sections.at(-1)?.id ?? "";
      const page = await visit.page();
      await page.goto(visit.url(`${language.path}?view=compare#${id}`));
      await expect.poll(() => page.count(".compare-table"), { timeout: 15_000 }).toBe(1);
      const landed = `(() => {
        const top = document.getElementById(${JSON.stringify(id)}).getBoundingClientRect().top;
        const head = document.querySelector(".compare-table thead th").getBoundingClientRect();
        return top >= head.bottom && top < innerHeight / 3;
      })()`;
      await expect.poll(() => page.evaluate<boolean>(landed)).toBe(true);
      await page.evaluate(SETTLED);
      expect(await page.evaluate<boolean>(landed), "and stays there").toBe(true);
    },
  },
  {
    name: `an address to the estimate lands on it ${HASH_SCROLL_OFFSET_PX} px below the top and stays as it fills`,
    mode: "reduced",
    async run(visit) {
      // No scroll anchoring here to hold it where the explorer adds anything above it (app.css).
      const language = priceLanguage("de");
      const page = await visit.page();
      await page.goto(visit.url(`${knownUrl(language, "tables")}#estimate`));
      await expect
        .poll(() => page.text("#estimate"), { timeout: 15_000 })
        .toContain(amount(KNOWN.total, language));
      const top = `Math.round(document.getElementById("estimate").getBoundingClientRect().top)`;
      await expect.poll(stillValue(() => page.evaluate<number>(top))).toBe(HASH_SCROLL_OFFSET_PX);
    },
  },
  {
    name: "a price section's link glides over the tables skipped out of view and lands 120 px below the top",
    mode: "motion",
    async run(visit) {
      // Polish: its tables stand furthest from the placeholders' heights (app.css).
      const language = priceLanguage("pl");
      const section = language.content.sections.at(-1);
      if (!section) throw new Error("the price list has no section");
      const page = await visit.page();
      await page.goto(visit.url(language.path));
      await page.click(`nav a[href="#${section.id}"]`);
      const top = `Math.round(document.getElementById(${JSON.stringify(section.id)}).getBoundingClientRect().top)`;
      await expect.poll(stillValue(() => page.evaluate<number>(top))).toBe(HASH_SCROLL_OFFSET_PX);
    },
  },
  {
    name: "each language's price page hydrates to the very text it was prerendered with",
    mode: "reduced",
    async run(visit) {
      const page = await visit.page();
      for (const language of PRICE_LANGUAGES) {
        await page.goto(visit.url(language.path));
        const prerendered = await page.evaluate<string[]>(PRERENDERED_TEXT);
        expect(prerendered, language.path).toContain(tierLabel("over50k", language));
        await expect.poll(() => page.count("astro-island[ssr]"), { timeout: 15_000 }).toBe(0);
        const hydrated = await page.evaluate<string[]>(`${READ_TEXT}(document)`);
        expect(hydrated, language.path).toEqual(prerendered);
      }
    },
  },
  {
    name: "with scripts off, the price page shows all 23 tables and the home page its end state",
    mode: "no-js",
    async run(visit) {
      const page = await visit.page();
      await page.goto(visit.url(localePaths.en.prices));
      expect(await page.count("main table")).toBe(OFFERINGS.length);
      await page.goto(visit.url("/"));
      expect(await page.text(".hero-trusted h2")).toBe(en.home.trusted.heading);
    },
  },
  {
    name: "the editor at /admin says which browsers its local mode needs, and asks no other origin",
    mode: "reduced",
    async run(visit) {
      const page = await visit.page();
      await page.goto(visit.url(ADMIN_PATH));
      await expect
        .poll(() => page.count(".inner > .buttons button"), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await expect.poll(() => page.text("body")).toContain(LOCAL_MODE_UNSUPPORTED);
    },
  },
];

/** One engine's browsers, one per mode, each launched when a behaviour first asks for it. */
type EngineRun = Awaited<ReturnType<typeof startEngine>>;

async function startEngine(engine: EngineName) {
  const site = await serveWithReports();
  const pages = new Map<Mode, Promise<EnginePage>>();
  const url = (path: string) => `${site.origin}${path}`;
  return {
    engine,
    visitIn: (mode: Mode): Visit => ({
      url,
      page() {
        let page = pages.get(mode);
        if (!page) {
          page = launchEngine(engine, {
            ...DESKTOP_VIEWPORT,
            reducedMotion: mode === "reduced",
            javaScript: mode !== "no-js",
          });
          pages.set(mode, page);
        }
        return page;
      },
    }),
    /** No console message and no CSP report since the last call. */
    async expectQuiet() {
      for (const page of pages.values()) {
        const each = await page;
        expect(each.consoleMessages() ?? [], `${engine}: console`).toEqual([]);
      }
      expect(site.takeReports(), `${engine}: CSP reports`).toEqual([]);
    },
    /** To about:blank: WebKitGTK kept 1.8 cores busy drawing a page's drifting shapes. */
    async park() {
      for (const page of pages.values()) await (await page).goto("about:blank");
    },
    /** Closes a mode's browser: an idle Firefox keeps a seventh of a core busy. */
    async retire(mode: Mode) {
      const page = pages.get(mode);
      pages.delete(mode);
      await (await page)?.close();
    },
    async close() {
      await Promise.all([...pages.values()].map(async (page) => (await page).close()));
      await site.close();
    },
  };
}

const ENGINES = ["firefox", "webkit"] as const satisfies EngineName[];

// Both engines at once in one worker: their drivers mostly wait, about one core between them.
test.describe("Firefox ESR and WebKitGTK", () => {
  test.describe.configure({ mode: "serial" });
  let runs: EngineRun[] = [];

  test.beforeAll(async () => {
    runs = await Promise.all(ENGINES.map(startEngine));
  });
  test.afterAll(async () => {
    await Promise.all(runs.map((run) => run.close()));
  });

  // Grouped by mode, so that one browser per engine is open at a time.
  const MODES: Mode[] = ["reduced", "motion", "no-js"];
  const ordered = [...BEHAVIOURS].sort((a, b) => MODES.indexOf(a.mode) - MODES.indexOf(b.mode));
  for (const [index, behaviour] of ordered.entries()) {
    const lastOfMode = !ordered.slice(index + 1).some((later) => later.mode === behaviour.mode);
    test(behaviour.name, async () => {
      test.setTimeout(90_000);
      const outcomes = await Promise.allSettled(
        runs.map((run) =>
          test.step(run.engine, async () => {
            await behaviour.run(run.visitIn(behaviour.mode));
            await run.expectQuiet();
            await (lastOfMode ? run.retire(behaviour.mode) : run.park());
          }),
        ),
      );
      // Both engines finish before the test does, and a failure in either fails it, named.
      const rejected = outcomes.flatMap((outcome, index) =>
        outcome.status === "rejected" ? [{ engine: ENGINES[index], reason: outcome.reason }] : [],
      );
      if (rejected.length === 1) throw rejected[0]?.reason;
      if (rejected.length > 1) {
        throw new Error(
          rejected.map(({ engine, reason }) => `${engine}: ${String(reason)}`).join("\n\n"),
        );
      }
    });
  }
});
