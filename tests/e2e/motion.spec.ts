import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  HASH_SCROLL_OFFSET_PX,
  HEADER_SCROLL_THRESHOLD_PX,
  SHAPES_HOLD_QUIET_MS,
} from "~/content/constants";
import { contentOf, localePaths, locales } from "./support/content.ts";
import { scrollTo, stillTargetTop, targetTop } from "./support/scroll.ts";
import { openHeaderNav, waitForHydration } from "./support/site.ts";
import { WITH_MOTION } from "./support/motion.ts";
import { PRICE_LANGUAGES, sectionLink } from "./support/price-explorer.ts";
import { forEachScriptMode, openPage, PAINT_MODES } from "./support/script-modes.ts";

// This file is about motion: its pages move as they do for most visitors.
test.use(WITH_MOTION);

// Typing, the reveal, the phone menu and landing at a hash from another page: first-paint.spec.ts.

test.describe("header", () => {
  test(`changes style once scrolled more than ${HEADER_SCROLL_THRESHOLD_PX} px`, async ({
    page,
  }) => {
    await page.goto("/prices");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    // The rule and shadow under the header are a layer that fades in (app.css, "Header").
    const ruleAndShadow = () =>
      header.evaluate((element) => getComputedStyle(element, "::after").opacity);

    await scrollTo(page, HEADER_SCROLL_THRESHOLD_PX);
    await expect.poll(ruleAndShadow).toBe("0");
    await scrollTo(page, HEADER_SCROLL_THRESHOLD_PX + 1);
    await expect.poll(ruleAndShadow).toBe("1");
    await scrollTo(page, HEADER_SCROLL_THRESHOLD_PX);
    await expect.poll(ruleAndShadow).toBe("0");
  });
});

test.describe("scrolling on navigation", () => {
  test("glides within the home page", async ({ page }, testInfo) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = await openHeaderNav(page, testInfo);
    const { before, after } = await targetTopAsFollowed(nav.getByRole("link", { name: "About" }));
    expect(before).toBeGreaterThan(HASH_SCROLL_OFFSET_PX);
    expect(after, "still where it stood as the link is followed").toBe(before);
    await expect.poll(() => targetTop(page, "about")).toBe(HASH_SCROLL_OFFSET_PX);
    await expectTabToContinueIn(page, "about");
  });

  test("jumps instead of gliding under reduced motion", async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    const nav = await openHeaderNav(page, testInfo);
    const { after } = await targetTopAsFollowed(nav.getByRole("link", { name: "Products" }));
    expect(after, "in place as the link is followed").toBe(HASH_SCROLL_OFFSET_PX);
    await expect(page).toHaveURL("/#solutions");
  });

  // SPEC.md: "offset by 120 px", wherever a link within the page leads (the footer's, the skip
  // link's), unless the page begins or ends first.
  for (const locale of locales) {
    for (const path of [localePaths[locale].home, localePaths[locale].prices]) {
      test(`${path}: every place its links lead to lands ${HASH_SCROLL_OFFSET_PX} px below the top`, async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(path);
        await waitForHydration(page);
        const landings = await page.evaluate(async (offset) => {
          const ids = new Set(
            [...document.links]
              .filter((link) => link.pathname === location.pathname && link.hash.length > 1)
              .map((link) => decodeURIComponent(link.hash.slice(1))),
          );
          const landed: { id: string; off: number }[] = [];
          for (const id of ids) {
            window.scrollTo({ top: 0, behavior: "instant" });
            location.hash = id;
            await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
            const top = document.getElementById(id)?.getBoundingClientRect().top ?? NaN;
            const end = document.documentElement.scrollHeight - window.innerHeight;
            const aimed = Math.min(Math.max(window.scrollY + top - offset, 0), end);
            landed.push({ id, off: Math.round(window.scrollY - aimed) });
          }
          return landed;
        }, HASH_SCROLL_OFFSET_PX);
        expect(landings.length).toBeGreaterThan(0);
        expect(landings).toEqual(landings.map(({ id }) => ({ id, off: 0 })));
      });
    }
  }

  // SPEC.md: a route change without a hash lands at the top, here from a footer link far down.
  test("starts a new page without a hash at its top", async ({ page }) => {
    await page.goto("/");
    await page.locator(`footer a[href="${localePaths.en.terms}"]`).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      contentOf.en.legal.terms.title,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("returns to where the visitor was on Back", async ({ page }, testInfo) => {
    await page.goto("/prices");
    await waitForHydration(page);
    const nav = await openHeaderNav(page, testInfo);
    await scrollTo(page, 600);
    // A dispatched click, because Playwright's own click may scroll the page first.
    await nav.getByRole("link", { name: "Products" }).dispatchEvent("click");
    await expect(page).toHaveURL("/#solutions");
    await expect.poll(() => targetTop(page, "solutions")).toBe(HASH_SCROLL_OFFSET_PX);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prices");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  });
});

// The list skips its tables out of view at placeholders' heights (app.css): a glide that aimed
// where they stood at its start landed hundreds of pixels off, with scripts and without.
forEachScriptMode((mode) => {
  test.describe("gliding down the price list", () => {
    for (const language of PRICE_LANGUAGES) {
      const section = language.content.sections.at(-1);
      if (!section) continue;
      test(`${language.path}: the last section's link glides over the tables before it and lands there`, async ({
        page,
      }) => {
        await openPage(page, language.path, mode);
        // A dispatched click, because Playwright's own click may scroll the page first.
        await sectionLink(page, language, section.heading).dispatchEvent("click");
        await expect.poll(stillTargetTop(page, section.id)).toBe(HASH_SCROLL_OFFSET_PX);
      });
    }
  });
}, PAINT_MODES);

test.describe("puzzle shapes", () => {
  test("drift on the compositor, behind everything a visitor can use", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const animated = await page
      .locator(".puzzle-shape")
      .evaluateAll((shapes) =>
        shapes.map((shape) =>
          shape
            .getAnimations()
            .flatMap((animation) =>
              (animation.effect as KeyframeEffect)
                .getKeyframes()
                .flatMap((frame) =>
                  Object.keys(frame).filter(
                    (key) => !["offset", "computedOffset", "easing", "composite"].includes(key),
                  ),
                ),
            ),
        ),
      );
    expect(animated).toHaveLength(12);
    for (const properties of animated) expect(new Set(properties)).toEqual(new Set(["transform"]));

    const covered = await page.evaluate(
      () =>
        [...document.querySelectorAll("a, button")]
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.bottom > 0 && box.top < window.innerHeight)
          .filter(({ box }) => {
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return (
              hit?.closest(".puzzle-shape") !== null && hit?.closest(".puzzle-shape") !== undefined
            );
          }).length,
    );
    expect(covered).toBe(0);
  });

  test("hold still while someone works the price explorer, from focus or hover on, then drift on from where they stood", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/prices");
    const users = page.getByRole("textbox", { name: contentOf.en.prices.explorer.usersLabel });
    await users.scrollIntoViewIfNeeded();
    await waitForHydration(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // The drift runs on the document's timeline, which Playwright's clock does not hold: stop it
    // too, so a shape moves only if the hold or its release moves it, however slow the machine.
    await freezeAnimationTimeline(page);
    const shape = page.locator(".puzzle-shape").nth(3);
    const drifting = () => shape.evaluate((element) => element.getAnimations().length > 0);
    const place = () => shape.evaluate((element) => element.getBoundingClientRect().toJSON());
    const expectNear = async (before: DOMRect) => {
      const after = await place();
      expect(Math.abs(after.x - before.x)).toBeLessThan(0.5);
      expect(Math.abs(after.y - before.y)).toBeLessThan(0.5);
    };

    await users.focus();
    expect(await drifting(), "the hold waits for the next frame").toBe(true);
    const moving = await place();
    await page.clock.runFor(100);
    expect(await drifting(), "a field in focus holds them before the first key").toBe(false);
    await expectNear(moving);

    const held = await place();
    await page.keyboard.press("5");
    await page.clock.runFor(SHAPES_HOLD_QUIET_MS - 200);
    await page.keyboard.press("0");
    await page.clock.runFor(SHAPES_HOLD_QUIET_MS - 100);
    expect(await drifting(), "each key restarts the quiet period").toBe(false);
    await expectNear(held);
    await page.clock.runFor(100);
    expect(await drifting()).toBe(true);
    await expectNear(held);

    // A mouse coming to rest on a control holds them too, before any press.
    const field = await users.boundingBox();
    expect(field).not.toBeNull();
    if (field) await page.mouse.move(field.x + field.width / 2, field.y + field.height / 2);
    await page.clock.runFor(100);
    expect(await drifting(), "a mouse over a control holds them").toBe(false);
  });
  // Still under reduced motion: engines.spec.ts, in Firefox and WebKit.
});

/** Stops the document timeline that CSS animations run on (Chrome DevTools Protocol). */
async function freezeAnimationTimeline(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Animation.enable");
  await session.send("Animation.setPlaybackRate", { playbackRate: 0 });
}

/**
 * Follows `link` in a task of the page's own, and reads where its target stands before and as the
 * click returns: a jump has moved the page by then, a glide sets off at the next frame. Counting
 * the frames of a glide instead failed on one busy core, which drew as few as one.
 */
function targetTopAsFollowed(link: Locator): Promise<{ before: number; after: number }> {
  return link.evaluate((anchor: HTMLAnchorElement) => {
    const target = document.getElementById(decodeURIComponent(anchor.hash.slice(1)));
    const top = () => Math.round(target?.getBoundingClientRect().top ?? NaN);
    const before = top();
    anchor.click();
    return { before, after: top() };
  });
}

/** The next Tab after landing at a hash goes to a control in or after its target. */
async function expectTabToContinueIn(page: Page, id: string): Promise<void> {
  await page.keyboard.press("Tab");
  await expect
    .poll(() =>
      page.evaluate((target) => {
        const section = document.getElementById(target);
        const focused = document.activeElement;
        if (!section || !focused || focused === document.body) return false;
        const after = section.compareDocumentPosition(focused);
        return section.contains(focused) || (after & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      }, id),
    )
    .toBe(true);
}
