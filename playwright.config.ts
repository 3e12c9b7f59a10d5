import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, sharedMemoryIsSmall } from "./scripts/lib/chromium.mjs";
import { requireNodeFloor } from "./server/node-version.mjs";
import { chromiumPath } from "./tests/e2e/support/chromium.ts";
import { FIXTURE_CLIENT_DIR, FIXTURE_CONTENT_DIR } from "./tests/fixture-content.ts";
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from "./tests/e2e/support/viewport.ts";

requireNodeFloor("Playwright");

/**
 * The suite serves the build of its own content (scripts/build-fixture.ts) with the same server
 * `npm start` uses, and its tests read their expected words from that content: set here, the
 * workers inherit it. Whatever the owners publish in content/ changes no test
 * (docs/testing.md, "Live content and the fixture").
 */
const PORT = Number(process.env.E2E_PORT ?? 4317);
process.env.SITE_CONTENT_DIR = FIXTURE_CONTENT_DIR;
const SITE_WIDE =
  /(server|html-validity|links|budgets|nginx|seo|hosts|scripts|admin|release-build|smoke|pseudo-locale)\.spec\.ts$/;
/** The behaviours run in Firefox and WebKit, which the spec drives itself (tests/e2e/engines/). */
const OTHER_ENGINES = /engines\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: "list",
  expect: {
    // visual.spec.ts's baselines, named as the spec names its compositions
    // (home-en-phone.png); only toHaveScreenshot reads this, so no other spec changes.
    toHaveScreenshot: { pathTemplate: "{testDir}/__screenshots__/{arg}{ext}" },
  },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A page in motion (twelve drifting shapes, composited in software here) keeps about a quarter
    // of a core busy while it idles, which slows every other test on a two-core machine. Pages sit
    // still unless a test is about motion and asks for it (WITH_MOTION, tests/e2e/support/motion.ts).
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      // Playwright keeps Chromium's shared memory out of /dev/shm, for containers; here it is free.
      ignoreDefaultArgs: sharedMemoryIsSmall() ? [] : ["--disable-dev-shm-usage"],
    },
  },
  projects: [
    // Firefox ESR and WebKitGTK: their behaviours run in order in one worker, both engines at once,
    // so they are queued first, beside the Chromium tests, rather than last with a worker idle.
    { name: "engines", testMatch: OTHER_ENGINES },
    {
      name: "desktop",
      testIgnore: [SITE_WIDE, OTHER_ENGINES],
      grepInvert: /@phone\b/,
      use: { ...devices["Desktop Chrome"], viewport: DESKTOP_VIEWPORT },
    },
    // Checks of the build and server as a whole, which do not depend on the viewport: after the
    // engines, whose load slowed the editor's tests past their time, and before the short phone
    // tests, as they hold the suite's longest (a production build).
    { name: "site", testMatch: SITE_WIDE, use: { ...devices["Desktop Chrome"] } },
    // Tests tagged BOTH_WIDTHS or PHONE_ONLY (tests/e2e/support/viewport.ts) run here, last, as
    // they are short; the rest hold at any width and run once, at the desktop's.
    {
      name: "phone",
      testIgnore: [SITE_WIDE, OTHER_ENGINES],
      grep: /@widths|@phone\b/,
      use: { ...devices["Desktop Chrome"], viewport: PHONE_VIEWPORT, hasTouch: true },
    },
  ],
  webServer: {
    command: "node server/serve.mjs",
    env: { PORT: String(PORT), SITE_CLIENT_DIR: FIXTURE_CLIENT_DIR },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
  },
});
