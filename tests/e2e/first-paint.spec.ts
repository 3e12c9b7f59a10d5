import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  CARD_RAISE_FROM,
  HASH_SCROLL_OFFSET_PX,
  HERO_REVEAL_DISTANCE_PX,
  HERO_TYPED_ATTRIBUTE,
  TYPING_INTERVAL_MS,
  TYPING_SESSION_KEY,
} from "~/content/constants";
import { createSiteHandler } from "../../server/site-handler.mjs";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts.ts";
import { CLIENT_DIR, pageFile } from "./support/build.ts";
import { contentOf, heroLetters, localePaths, locales, type Locale } from "./support/content.ts";
import { WITH_MOTION } from "./support/motion.ts";
import { forEachScriptMode, openPage, type ScriptMode } from "./support/script-modes.ts";
import { scrollTo, targetTop } from "./support/scroll.ts";
import { openHeaderNav } from "./support/site.ts";
import { typingStateInPage } from "./support/typing.ts";
import { BOTH_WIDTHS, PHONE_ONLY } from "./support/viewport.ts";

// Whole from the first paint, in every script mode; the title heard whole: screen-reader.spec.ts.

forEachScriptMode((mode) => {
  // The home page ships no module script (scripts.spec.ts): blocking them changes nothing there.
  const onHome = !mode.blockModules;

  for (const locale of locales) {
    const paths = localePaths[locale];
    const title = contentOf[locale].chrome.site.hero.title;
    const letters = heroLetters(locale);

    if (onHome)
      test.describe(`home page ${paths.home}`, () => {
        // The typing is the motion a visitor sees by default; the steps turn it off where they say.
        test.use(WITH_MOTION);

        test(`types its title from the first paint, whole under reduced motion, and lands hash links below the header`, async ({
          page,
        }) => {
          await test.step(`types one letter every ${TYPING_INTERVAL_MS} ms from the first paint, then shows the subtitle at ${letters.length} × ${TYPING_INTERVAL_MS} ms`, () =>
            expectTypingStepByStep(page, locale, mode));

          // The head script remembers the typing in sessionStorage: nothing to remember it with
          // when JavaScript is off.
          if (mode.javaScriptEnabled)
            await test.step("is not typed again in the same browser session", async () => {
              await expect
                .poll(() => page.evaluate((key) => sessionStorage.getItem(key), TYPING_SESSION_KEY))
                .toBe("1");
              await openPage(page, paths.home, mode);
              await expectWholeTitle(page, title);
            });

          await test.step("shows the title whole under reduced motion", async () => {
            // A session that has not seen the typing, so it is CSS that leaves the title whole.
            if (mode.javaScriptEnabled) await page.evaluate(() => sessionStorage.clear());
            await page.emulateMedia({ reducedMotion: "reduce" });
            await openPage(page, paths.home, mode);
            await expect(page.locator("html")).not.toHaveAttribute(HERO_TYPED_ATTRIBUTE);
            await expectWholeTitle(page, title);
          });

          // Gliding there, and jumping under reduced motion, is CSS: motion.spec.ts sees it once.
          await test.step(`hash links land ${HASH_SCROLL_OFFSET_PX} px below the top when a page opens at one`, async () => {
            // From elsewhere: from the home page itself it would be a scroll within the page.
            await page.goto("about:blank");
            await openPage(page, paths.about, mode);
            await expect.poll(() => targetTop(page, "about")).toBe(HASH_SCROLL_OFFSET_PX);
          });
        });
      });
  }

  // Its words differ, so each language's menu is opened; what the keys and links do is not.
  test(
    `phone menu on ${locales.map((locale) => localePaths[locale].prices).join(" and ")}`,
    PHONE_ONLY,
    async ({ page }, testInfo) => {
      for (const locale of locales) {
        const { prices } = localePaths[locale];
        await test.step(`${prices}: opens and closes, and says which it will do`, async () => {
          await openPage(page, prices, mode);
          await expectMenuOpensAndCloses(page, locale);
        });
        await test.step(`${prices}: closes on Escape and returns focus to the button`, () =>
          expectMenuClosesOnEscape(page, testInfo, locale));
        // The head script closes it: without scripts it stays open until Escape or a tap beside it.
        if (mode.javaScriptEnabled)
          await test.step(`${prices}: closes once Tab takes focus out of the header`, () =>
            expectMenuClosesAsFocusLeaves(page, testInfo, locale));
      }
    },
  );

  // The fold and the reveal's distances depend on the viewport's height.
  if (onHome)
    test.describe("hero scroll reveal", () => {
      // The reveal is motion a visitor sees by default; the last step turns it off.
      test.use(WITH_MOTION);

      test(
        "starts at the fold, shows the play button on keyboard focus, and everything in its end state under reduced motion",
        BOTH_WIDTHS,
        async ({ page }) => {
          await test.step("starts at the fold: fades in the play button and the trusted block, slides the wipe panel up and raises the card", () =>
            expectRevealFromTheFold(page, mode));

          await test.step("shows the play button whenever it has keyboard focus", async () => {
            // Afresh, at the top, where the button waits to be revealed: the reveal above has
            // already faded it in.
            await openPage(page, "/", mode);
            await expect.poll(() => opacity(page, ".hero-play")).toBe(0);
            await page.keyboard.press("Tab");
            const play = playButton(page);
            await play.focus();
            await expect(play).toBeFocused();
            await expect.poll(() => opacity(page, ".hero-play")).toBe(1);
          });

          await test.step("shows everything in its end state under reduced motion", async () => {
            await page.emulateMedia({ reducedMotion: "reduce" });
            await openPage(page, "/", mode);
            expect(await opacity(page, ".hero-play")).toBe(1);
            expect(await opacity(page, ".hero-trusted")).toBe(1);
            expect(await translateY(page, ".hero-wipe")).toBe(0);
            expect(await translateY(page, ".platform-card")).toBeLessThan(0);
          });
        },
      );
    });
});

test(
  "the home page shows what has arrived when its markup comes in two parts; its first screen appears once, in place",
  PHONE_ONLY,
  async ({ page }) => {
    const html = readFileSync(`${CLIENT_DIR}${pageFile(localePaths.en.home)}`, "utf8");
    // Cut inside the title: the header shows (no rule blanks a page whose transfer stops early);
    // the hero keeps its room unseen until it is whole, then moves nothing.
    const cut = html.indexOf('class="hero-letter', html.indexOf('class="hero-letter') + 1);
    expect(cut).toBeGreaterThan(0);
    let sendRest = () => {};
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    const site = createSiteHandler(CLIENT_DIR);
    const server = createServer((request, response) => {
      if (request.url !== localePaths.en.home) return void site(request, response);
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.write(html.slice(0, cut));
      void rest.then(() => response.end(html.slice(cut)));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await recordLayoutShifts(page);
      await page.goto(`http://127.0.0.1:${port}${localePaths.en.home}`, { waitUntil: "commit" });
      await page.locator(".hero-letter").first().waitFor({ state: "attached" });
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
      await expect
        .poll(() =>
          page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length),
        )
        .toBe(1);
      sendRest();
      await expect(
        page.getByRole("link", { name: contentOf.en.home.page.exploreLink }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      sendRest();
      await new Promise((resolve) => server.close(resolve));
    }
  },
);

/** Steps the typing's clock through every letter: drawn in turn, caret, subtitle, nothing faint. */
async function expectTypingStepByStep(page: Page, locale: Locale, mode: ScriptMode) {
  // The title's letters as the markup splits them, so German's 22 come from its own title.
  const letters = heroLetters(locale);
  await openPage(page, localePaths[locale].home, mode);
  await expect.poll(() => typingStart(page)).toBe("with the stylesheet");
  // The clock stops at the start, where the test steps it from.
  await page.evaluate(typingStateInPage, 0);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveAccessibleName(contentOf[locale].chrome.site.hero.title);
  const box = await heading.boundingBox();

  for (let count = 0; count <= letters.length; count += 1) {
    const step = count * TYPING_INTERVAL_MS;
    if (count > 0) {
      expect(await page.evaluate(typingStateInPage, step - 1)).toEqual({
        drawn: letters.slice(0, count - 1).join(""),
        subtitleDrawn: false,
        faint: [],
        carets: count > 1 ? [count - 1] : [],
      });
    }
    expect(await page.evaluate(typingStateInPage, step)).toEqual({
      drawn: letters.slice(0, count).join(""),
      subtitleDrawn: count === letters.length,
      faint: [],
      carets: count > 0 ? [count] : [],
    });
  }
  // The caret leaves the last letter one interval later, and no caret stays behind.
  for (const after of [1, 100]) {
    expect(
      await page.evaluate(typingStateInPage, (letters.length + after) * TYPING_INTERVAL_MS),
    ).toEqual({
      drawn: letters.join(""),
      subtitleDrawn: true,
      faint: [],
      carets: [],
    });
  }
  expect(await heading.boundingBox()).toEqual(box);
}

/** The menu button says what it will do, opens the menu and closes it. Its links: layout.spec.ts. */
async function expectMenuOpensAndCloses(page: Page, locale: Locale) {
  const { headerLabels } = contentOf[locale].chrome;
  const menu = page.getByRole("navigation", { name: headerLabels.phoneMenu });
  const open = page.getByRole("button", { name: headerLabels.openMenu });
  await expect(menu).toBeHidden();
  expect(await expandedState(page, headerLabels.openMenu)).toBe(false);
  const box = await open.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  const menuId = await page
    .getByRole("navigation", { name: headerLabels.phoneMenu, includeHidden: true })
    .getAttribute("id");
  expect(await open.getAttribute("aria-controls")).toBe(menuId);

  await open.click();
  await expect(menu).toBeVisible();
  const close = page.getByRole("button", { name: headerLabels.closeMenu });
  await expect(close).toBeVisible();
  expect(await expandedState(page, headerLabels.closeMenu)).toBe(true);

  await close.click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: headerLabels.openMenu })).toBeVisible();
}

async function expectMenuClosesOnEscape(page: Page, testInfo: TestInfo, locale: Locale) {
  const { headerLabels } = contentOf[locale].chrome;
  const menu = await openHeaderNav(page, testInfo, locale);
  await menu.getByRole("link").first().focus();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: headerLabels.openMenu })).toBeFocused();
}

/** Back to its button it stays open; past its last link, out of the header, it closes. */
async function expectMenuClosesAsFocusLeaves(page: Page, testInfo: TestInfo, locale: Locale) {
  const { headerLabels } = contentOf[locale].chrome;
  const menu = await openHeaderNav(page, testInfo, locale);
  await menu.getByRole("link").first().focus();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: headerLabels.closeMenu })).toBeFocused();
  await expect(menu).toBeVisible();

  await menu.getByRole("link").last().focus();
  await page.keyboard.press("Tab");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: headerLabels.openMenu })).toBeVisible();
  expect(
    await page.getByRole("main").evaluate((main) => main.contains(document.activeElement)),
  ).toBe(true);
}

function playButton(page: Page) {
  return page.getByRole("button", { name: contentOf.en.home.overview.buttonLabel });
}

/** Scrolls the English home page through the reveal, from nothing revealed above the fold. */
async function expectRevealFromTheFold(page: Page, mode: ScriptMode) {
  await openPage(page, "/", mode);
  const distance = HERO_REVEAL_DISTANCE_PX;
  const play = playButton(page);
  // The wipe panel's place in the layout (its rise is a transform): the intro ends there.
  const fold = await page
    .locator(".hero-intro")
    .evaluate((intro) => intro.getBoundingClientRect().bottom + window.scrollY);
  const viewportHeight = page.viewportSize()?.height ?? 0;
  // What the hero reveals starts below the first screen, which the intro fills.
  expect(fold).toBeGreaterThanOrEqual(viewportHeight);
  const start = fold - viewportHeight;

  // Read at once, so that a reveal fading out shows: unseen, the wipe panel 4rem low (app.css).
  expect(await opacity(page, ".hero-play")).toBe(0);
  expect(await opacity(page, ".hero-trusted")).toBe(0);
  expect(await translateY(page, ".hero-wipe")).toBe(64);
  expect(await translateY(page, ".platform-card")).toBe(0);

  await scrollTo(page, start + distance / 3);
  // A third of the way: the trusted block is halfway through its reveal (1/6 to 1/2).
  await expect.poll(() => opacity(page, ".hero-trusted")).toBeCloseTo(0.5, 1);
  await expect.poll(() => translateY(page, ".platform-card")).toBe(0);

  await scrollTo(page, start + distance);
  await expect.poll(() => opacity(page, ".hero-trusted")).toBe(1);
  await expect.poll(() => translateY(page, ".hero-wipe")).toBe(0);
  await expect.poll(() => translateY(page, ".platform-card")).toBeLessThan(0);

  await scrollTo(page, start + distance * CARD_RAISE_FROM - 1);
  await expect.poll(() => translateY(page, ".platform-card")).toBe(0);

  // The play button has faded in by the time it is well inside the viewport.
  const playTop = await play.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return box.top + window.scrollY;
  });
  await scrollTo(page, playTop - viewportHeight / 2);
  await expect.poll(() => opacity(page, ".hero-play")).toBe(1);
  await expect(play).toBeVisible();
}

/** CSS animations start before a letter is painted, scripts or not (a busy parser may paint half). */
function typingStart(page: Page): Promise<string> {
  return page.evaluate(() => {
    const title = document.getElementById("hero-title");
    const typing = document
      .getAnimations()
      .filter((animation) => title?.contains((animation.effect as KeyframeEffect).target));
    if (typing.length === 0) return "never";
    if (!typing.every((animation) => animation instanceof CSSAnimation)) return "by script";
    if (typing.some((animation) => animation.startTime === null)) return "not started yet";
    return "with the stylesheet";
  });
}

async function expectWholeTitle(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(title);
  expect(await page.evaluate(typingStateInPage, null)).toEqual({
    drawn: title,
    subtitleDrawn: true,
    faint: [],
    carets: [],
  });
}

function opacity(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluate((element) => Math.round(Number(getComputedStyle(element).opacity) * 100) / 100);
}

function translateY(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluate((element) => Math.round(new DOMMatrix(getComputedStyle(element).transform).m42));
}

/** Whether the browser reports the named button as expanded, from its own accessibility tree. */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = await session.send("Accessibility.getFullAXTree");
  await session.detach();
  const button = nodes.find((node) => node.role?.value === "button" && node.name?.value === name);
  const expanded = button?.properties?.find((property) => property.name === "expanded");
  return expanded ? Boolean(expanded.value.value) : false;
}
