import { expect, test } from "@playwright/test";
import { launchEngine } from "./engines/driver.ts";
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from "./support/viewport.ts";

/**
 * With motion allowed, what the hero reveals on scrolling waits hidden at the top of home in every
 * engine as the page loads: by CSS scroll-driven animations, or in Firefox by the head script's
 * fallback (app/scripts/head.ts). Read at the second frame after the load, as first painted: a
 * scroll timeline has no effect before a frame, and a reveal fading out (0.3 s) still shows.
 */

/** How visible the play button and the trusted block are, how far down the wipe panel and card sit. */
const REVEALS = `new Promise((painted) =>
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

/** The start of every reveal: unseen, the wipe panel 4rem low, the card at rest (app.css). */
const HIDDEN = { play: 0, trusted: 0, wipe: 64, card: 0 };

const VIEWPORTS = [PHONE_VIEWPORT, DESKTOP_VIEWPORT];

// In Chromium: first-paint.spec.ts's reveal from the fold, at both widths.
test.describe("home's reveals start hidden at the top, with motion allowed", () => {
  for (const engine of ["firefox", "webkit"] as const) {
    test(`in ${engine}`, async ({ baseURL }) => {
      test.setTimeout(90_000);
      for (const viewport of VIEWPORTS) {
        const page = await launchEngine(engine, viewport);
        try {
          await page.goto(`${baseURL}/`);
          expect.soft(await page.evaluate(REVEALS), `${viewport.width} px`).toEqual(HIDDEN);
        } finally {
          await page.close();
        }
      }
    });
  }
});
