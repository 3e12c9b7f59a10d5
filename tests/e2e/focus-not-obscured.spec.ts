import { expect, test, type Page } from "@playwright/test";
import { localePaths } from "./support/content.ts";
import { knownUrl, openPrices, priceLanguage } from "./support/price-explorer.ts";
import { BOTH_WIDTHS, isPhone } from "./support/viewport.ts";

// Issue 27, item 5 (WCAG 2.4.11): no Tab stop on the price page hides under what stays in place;
// and the contact button, clipped to its pill, still shows its ring (2.4.7).

/** What holds its place on screen while the page scrolls under it. */
const STICKY = ".site-header, .estimate-bar, .compare-table thead";

/** Tab stops before the walk gives up: the page has about 60. */
const MOST_STOPS = 150;

/** Walks the Tab stops one way and names each control a sticky part covers at one of nine points. */
async function coveredStops(page: Page, key: "Tab" | "Shift+Tab"): Promise<string[]> {
  if (key === "Shift+Tab") await page.getByRole("contentinfo").getByRole("link").first().focus();
  const covered: string[] = [];
  let stops = 0;
  for (let press = 0; press < MOST_STOPS; press += 1) {
    await page.keyboard.press(key);
    const stop = await page.evaluate((sticky) => {
      const control = document.activeElement;
      if (!control || control === document.body) return { kind: "none" } as const;
      if (control.closest("footer")) return { kind: "footer" } as const;
      if (control.closest(".site-header")) return { kind: "header" } as const;
      if (control.closest(sticky)) return { kind: "sticky" } as const;
      const box = control.getBoundingClientRect();
      const fractions = [0.1, 0.5, 0.9];
      const hidden = fractions.some((x) =>
        fractions.some((y) => {
          const top = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
          return !!top && !control.contains(top) && !!top.closest(sticky);
        }),
      );
      const label = control instanceof HTMLInputElement ? control.labels?.[0] : undefined;
      const name =
        control.getAttribute("aria-label") ?? label?.textContent ?? control.textContent ?? "";
      return { kind: "control", hidden, name: name.trim().slice(0, 60) } as const;
    }, STICKY);
    if (stop.kind === (key === "Tab" ? "footer" : "header")) break;
    if (stop.kind !== "control") continue;
    stops += 1;
    if (stop.hidden) covered.push(stop.name);
  }
  // The walk reached the page's controls, and ended before it ran out of presses.
  expect(stops).toBeGreaterThan(40);
  expect(stops).toBeLessThan(MOST_STOPS);
  return covered;
}

test(
  "no Tab stop on the price page hides under the header, the estimate bar or the comparison table's head",
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    const language = priceLanguage(isPhone(testInfo) ? "de" : "en");
    await test.step("forwards through the tables, with the estimate bar shown", async () => {
      await openPrices(page, knownUrl(language, "tables"));
      await expect(page.locator(".estimate-bar")).toBeVisible();
      expect(await coveredStops(page, "Tab")).toEqual([]);
    });
    await test.step("backwards through the comparison table, under its head", async () => {
      await openPrices(page, knownUrl(language, "compare"));
      await expect(page.locator(".compare-table thead")).toBeVisible();
      expect(await coveredStops(page, "Shift+Tab")).toEqual([]);
    });
  },
);

test("the contact button shows a focus ring when the keyboard reaches it", async ({ page }) => {
  await page.goto(localePaths.en.imprint);
  const link = page.locator(".contact-fab-link");
  // At the desktop's width and the page's top the button is open, so focus changes nothing else.
  const unfocused = await link.screenshot();
  await page.keyboard.press("Shift+Tab");
  await expect(link).toBeFocused();
  expect((await link.screenshot()).equals(unfocused), "the focused button looks the same").toBe(
    false,
  );
});
