import { expect, test, type Page } from "@playwright/test";
import { site } from "~/content/site";
import {
  CARD_RAISE_PROGRESS,
  HASH_SCROLL_OFFSET_PX,
  HEADER_SCROLL_THRESHOLD_PX,
  HERO_REVEAL_SCROLL_FRACTION,
  TYPING_INTERVAL_MS,
  TYPING_SESSION_KEY,
} from "~/content/constants";
import { openHeaderNav, waitForHydration } from "./support/site";

const TITLE = site.hero.title;

test.describe("typed hero title", () => {
  test(`types one letter every ${TYPING_INTERVAL_MS} ms, then shows the subtitle`, async ({
    page,
  }) => {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    await page.goto("/");
    await waitForHydration(page);
    await watchLayoutShifts(page);
    const heading = page.getByRole("heading", { level: 1 });
    const box = await heading.boundingBox();

    await expect(heading).toHaveAccessibleName(TITLE);
    expect(await drawnTitle(page)).toBe("");
    for (let letters = 1; letters <= TITLE.length; letters += 1) {
      await page.clock.runFor(TYPING_INTERVAL_MS - 1);
      expect(await drawnTitle(page)).toBe(TITLE.slice(0, letters - 1));
      expect(await opacity(page, ".hero-subtitle")).toBe(0);
      await page.clock.runFor(1);
      expect(await drawnTitle(page)).toBe(TITLE.slice(0, letters));
      expect(await partlyDrawnLetters(page)).toEqual([]);
      await expect(heading).toHaveAccessibleName(TITLE);
    }
    await expect.poll(() => opacity(page, ".hero-subtitle")).toBe(1);
    expect(await heading.boundingBox()).toEqual(box);
    expect(await layoutShift(page)).toBe(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), TYPING_SESSION_KEY)).toBe("1");
  });

  test("is skipped when it already ran in this browser session", async ({ page }) => {
    await page.addInitScript((key) => sessionStorage.setItem(key, "1"), TYPING_SESSION_KEY);
    await expectWholeTitleAtOnce(page);
  });

  test("is skipped under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expectWholeTitleAtOnce(page);
  });

  test("is not needed to read the title without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await expectWholeTitleAtOnce(page);
    await context.close();
  });
});

test.describe("hero scroll reveal", () => {
  test("fades in the play button and trusted block and slides the wipe panel up as the hero scrolls", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await watchLayoutShifts(page);
    const distance = await revealDistance(page);

    expect(await opacity(page, ".hero-play")).toBe(0);
    expect(await opacity(page, ".hero-trusted")).toBe(0);
    expect(await translateY(page, ".hero-wipe")).toBeGreaterThan(0);
    await expect(page.locator(".platform-card")).toHaveAttribute("data-raised", "false");

    // A third of the way: the button is in, the trusted block halfway (3p − 0.5 = 0.5).
    await scrollTo(page, distance / 3);
    await expect.poll(() => opacity(page, ".hero-play")).toBe(1);
    await expect.poll(() => opacity(page, ".hero-trusted")).toBeCloseTo(0.5, 1);
    await expect(page.locator(".platform-card")).toHaveAttribute("data-raised", "false");

    await scrollTo(page, distance * CARD_RAISE_PROGRESS + 2);
    await expect.poll(() => opacity(page, ".hero-trusted")).toBe(1);
    await expect.poll(() => translateY(page, ".hero-wipe")).toBe(0);
    await expect(page.locator(".platform-card")).toHaveAttribute("data-raised", "true");

    await scrollTo(page, 0);
    await expect(page.locator(".platform-card")).toHaveAttribute("data-raised", "false");
    expect(await layoutShift(page)).toBe(0);
  });

  test("shows everything in its end state under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await opacity(page, ".hero-play")).toBe(1);
    expect(await opacity(page, ".hero-trusted")).toBe(1);
    expect(await translateY(page, ".hero-wipe")).toBe(0);
    expect(await translateY(page, ".platform-card")).toBeLessThan(0);
  });

  test("shows the play button whenever it has keyboard focus", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const play = page.getByRole("button", { name: "Play the platform overview" });
    await play.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(play).toBeFocused();
    await expect.poll(() => opacity(page, ".hero-play")).toBe(1);
  });
});

test.describe("header", () => {
  test(`changes style once scrolled more than ${HEADER_SCROLL_THRESHOLD_PX} px`, async ({
    page,
  }) => {
    await page.goto("/prices");
    await page.waitForLoadState("networkidle");
    const header = page.getByRole("banner");
    const shadow = () => header.evaluate((element) => getComputedStyle(element).boxShadow);

    await scrollTo(page, HEADER_SCROLL_THRESHOLD_PX);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect(await shadow()).toBe("none");
    await scrollTo(page, HEADER_SCROLL_THRESHOLD_PX + 1);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(shadow).not.toBe("none");
    await scrollTo(page, HEADER_SCROLL_THRESHOLD_PX);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(shadow).toBe("none");
  });
});

test.describe("scrolling on navigation", () => {
  for (const [label, id] of [
    ["Products", "solutions"],
    ["About", "about"],
  ] as const) {
    test(`glides from another page to #${id}, ${HASH_SCROLL_OFFSET_PX} px below the top, and focuses it`, async ({
      page,
    }, testInfo) => {
      await page.goto("/prices");
      await page.waitForLoadState("networkidle");
      await recordScrollPositions(page);
      const nav = await openHeaderNav(page, testInfo);
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(`/#${id}`);
      await expect.poll(() => targetTop(page, id)).toBe(HASH_SCROLL_OFFSET_PX);
      expect(await distinctScrollPositions(page)).toBeGreaterThan(2);
      await expect(page.locator(`#${id}`)).toBeFocused();
    });
  }

  test("glides within the home page too", async ({ page }, testInfo) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const nav = await openHeaderNav(page, testInfo);
    await nav.getByRole("link", { name: "About" }).click();
    await expect.poll(() => targetTop(page, "about")).toBe(HASH_SCROLL_OFFSET_PX);
    await expect(page.locator("#about")).toBeFocused();
  });

  test("jumps instead of gliding under reduced motion", async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/prices");
    await page.waitForLoadState("networkidle");
    await recordScrollPositions(page);
    const nav = await openHeaderNav(page, testInfo);
    await nav.getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL("/#solutions");
    await expect.poll(() => targetTop(page, "solutions")).toBe(HASH_SCROLL_OFFSET_PX);
    expect(await distinctScrollPositions(page)).toBe(1);
  });

  test("lands on the hash target on first load", async ({ page }) => {
    await page.goto("/#about");
    await page.waitForLoadState("networkidle");
    await expect.poll(() => targetTop(page, "about")).toBe(HASH_SCROLL_OFFSET_PX);
    await expect(page.locator("#about")).toBeFocused();
  });

  test("starts a new page without a hash at its top", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page
      .getByRole("navigation", { name: "Legal" })
      .getByRole("link", { name: "Terms" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of use");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("returns to where the visitor was on Back", async ({ page }, testInfo) => {
    await page.goto("/prices");
    await page.waitForLoadState("networkidle");
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

test.describe("puzzle shapes", () => {
  test("drift on the compositor, behind everything a visitor can use", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
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

  test("stand still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const running = await page
      .locator(".puzzle-shape")
      .evaluateAll((shapes) => shapes.filter((shape) => shape.getAnimations().length > 0).length);
    expect(running).toBe(0);
  });
});

/** The letters of the title drawn at full strength; the rest are not drawn, or faint before typing starts. */
function drawnTitle(page: Page): Promise<string> {
  return page.evaluate(() => {
    const title = document.getElementById("hero-title");
    if (!title) return "";
    const drawn: string[] = [];
    const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let opacity = 1;
      for (let element = node.parentElement; element; element = element.parentElement) {
        opacity *= Number(getComputedStyle(element).opacity);
        if (element === title) break;
      }
      if (opacity === 1) drawn.push(node.textContent ?? "");
    }
    return drawn.join("");
  });
}

/** Letters drawn at neither full strength nor not at all, which would be text at low contrast. */
function partlyDrawnLetters(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("#hero-title span")]
      .filter((span) => {
        const opacity = Number(getComputedStyle(span).opacity);
        return opacity > 0 && opacity < 1;
      })
      .map((span) => span.textContent ?? ""),
  );
}

async function expectWholeTitleAtOnce(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  expect(await drawnTitle(page)).toBe(TITLE);
  expect(await opacity(page, ".hero-subtitle")).toBe(1);
  await expect(page.getByText(site.hero.subtitle)).toBeVisible();
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

async function revealDistance(page: Page): Promise<number> {
  const height = await page.locator(".hero").evaluate((hero) => (hero as HTMLElement).offsetHeight);
  return height * HERO_REVEAL_SCROLL_FRACTION;
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(y, -0.5);
}

function targetTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (target) => Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? NaN),
    id,
  );
}

async function recordScrollPositions(page: Page) {
  await page.evaluate(() => {
    const positions = new Set<number>();
    (window as unknown as { positions: Set<number> }).positions = positions;
    window.addEventListener("scroll", () => positions.add(Math.round(window.scrollY)));
  });
}

function distinctScrollPositions(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { positions: Set<number> }).positions.size);
}

async function watchLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const record = window as unknown as { shift: number };
    record.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        record.shift += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift" });
  });
}

function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shift: number }).shift);
}
