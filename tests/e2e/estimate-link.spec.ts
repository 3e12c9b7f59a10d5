import { expect, test, type Page } from "@playwright/test";
import { HASH_SCROLL_OFFSET_PX } from "~/content/constants";
import { otherLocaleOf, switchLabel } from "./support/content.ts";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts.ts";
import { openHeaderNav } from "./support/site.ts";
import {
  amount,
  compareRadio,
  counted,
  estimateSummary,
  filledValue,
  KNOWN,
  knownUrl,
  mailLink,
  openPrices,
  pickerCheckbox,
  priceLanguage,
  readMailto,
  usersInput,
  type PriceLanguage,
} from "./support/price-explorer.ts";
import { BOTH_WIDTHS, isPhone } from "./support/viewport.ts";

// Issue 27, items 1 to 3 and 8: the buyer keeps their place. A link from an older price list:
// the component test; the link dated with this list: price-explorer.spec.ts's mails.

/** The link "Email this estimate" carries, which every other way of keeping the estimate gives. */
async function mailedLink(page: Page, language: PriceLanguage): Promise<string> {
  const { body } = readMailto((await mailLink(page, language).getAttribute("href")) ?? "");
  const { linkLine } = language.content.explorer.estimate;
  const link = filledValue(body.split("\n"), linkLine, "link");
  if (!link) throw new Error("the mail carries no link");
  return link;
}

function copyButton(page: Page, language: PriceLanguage) {
  const { copyLink } = language.content.explorer.estimate;
  return page.getByRole("button", { name: copyLink, exact: true });
}

/** Every control of the known estimate is in the state the buyer set, in `language`'s words. */
async function expectKnownEstimate(page: Page, language: PriceLanguage): Promise<void> {
  await expect(usersInput(page, language)).toHaveValue(KNOWN.users);
  for (const id of KNOWN.offerings) await expect(pickerCheckbox(page, language, id)).toBeChecked();
  await expect(compareRadio(page, language)).toBeChecked();
}

test(
  "the language switch takes the estimate to another language, and Back brings it back",
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    // On a phone, from German through the menu's switch; on a wide screen, the header's, from English.
    const from = priceLanguage(isPhone(testInfo) ? "de" : "en");
    const to = priceLanguage(otherLocaleOf(from.locale));
    await openPrices(page, from.path);
    await usersInput(page, from).fill(KNOWN.users);
    for (const id of KNOWN.offerings) await pickerCheckbox(page, from, id).check();
    await compareRadio(page, from).check();
    await expect(page).toHaveURL(/view=compare/);
    const here = new URL(page.url());

    const nav = await openHeaderNav(page, testInfo, from.locale);
    await nav.getByRole("link", { name: switchLabel(from.locale), exact: true }).click();
    await expect(page).toHaveURL(`${to.path}${here.search}`);
    await expectKnownEstimate(page, to);
    const { offerings } = to.content.explorer.estimate;
    await expect(page.locator(".estimate-bar")).toContainText(
      counted(offerings, KNOWN.offerings.length, to),
    );

    await page.goBack();
    await expect(page).toHaveURL(`${from.path}${here.search}`);
    await expectKnownEstimate(page, from);
  },
);

test(
  "an address to the estimate lands on it filled in, and nothing in view moves as it fills",
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    const language = priceLanguage(isPhone(testInfo) ? "pl" : "de");
    await recordLayoutShifts(page);
    await page.goto(`${knownUrl(language, "tables")}#estimate`);
    const estimate = estimateSummary(page, language);
    await expect(estimate).toContainText(amount(KNOWN.total, language));
    await expect
      .poll(() => estimate.evaluate((element) => element.getBoundingClientRect().top))
      .toBe(HASH_SCROLL_OFFSET_PX);
    // Two frames more: a shift the last render causes is reported with the frame that shows it.
    await page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    );
    expect(await layoutShifts(page)).toEqual([]);
  },
);

test.describe("the estimate's link", () => {
  test("is copied to the clipboard with a confirmation said in the page's words, each time", async ({
    page,
    context,
  }) => {
    const language = priceLanguage("en");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openPrices(page, knownUrl(language));
    const link = await mailedLink(page, language);
    const { copied, share } = language.content.explorer.estimate;
    const confirmation = page.locator("#estimate").getByRole("status").filter({ hasText: copied });
    await expect(confirmation).toHaveCount(0);

    await copyButton(page, language).click();
    await expect(confirmation).toHaveText(copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Copied again, the status says so again: a live region is heard when its words change.
    await confirmation.evaluate((region) => {
      const said: string[] = [];
      new MutationObserver(() => said.push(region.textContent ?? "")).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
      Object.assign(window, { said });
    });
    await copyButton(page, language).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said))
      .toContain(copied);
    // A browser without a share sheet (Chromium on Linux) is offered none.
    const canShare = await page.evaluate(() => typeof navigator.share === "function");
    await expect(page.getByRole("button", { name: share, exact: true })).toHaveCount(
      canShare ? 1 : 0,
    );
  });

  test("is shown selected to copy by hand where the clipboard is refused", async ({ page }) => {
    const language = priceLanguage("de");
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException("refused", "NotAllowedError"));
    });
    await openPrices(page, knownUrl(language));
    const link = await mailedLink(page, language);
    const { copyByHand, copied } = language.content.explorer.estimate;

    await copyButton(page, language).click();
    const field = page.getByRole("textbox", { name: copyByHand, exact: true });
    await expect(field).toHaveValue(link);
    await expect(field).toBeFocused();
    const selected = await field.evaluate((input: HTMLInputElement) =>
      input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
    );
    expect(selected).toBe(link);
    await expect(page.getByText(copied, { exact: true })).toHaveCount(0);
  });

  test("is offered to the share sheet where the device has one", async ({ page }) => {
    const language = priceLanguage("de");
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      navigator.share = (data?: ShareData) => {
        if (data) shared.push(data);
        return Promise.resolve();
      };
    });
    await openPrices(page, knownUrl(language));
    const link = await mailedLink(page, language);
    const { share, mailSubject } = language.content.explorer.estimate;
    await page.getByRole("button", { name: share, exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: mailSubject, url: link }]);
  });
});

/** The gaps left and right of each line of an element's text: equal when centred. */
function lineGaps(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => ({ left: rect.left - box.left, right: box.right - rect.right }));
      return { label: element.textContent ?? "", lines };
    }),
  );
}

// In German alone, whose longer labels are the harder case.
test("at 320 px the estimate's buttons keep their labels on one line, or wrap them centred", async ({
  page,
}) => {
  const language = priceLanguage("de");
  await page.setViewportSize({ width: 320, height: 740 });
  await openPrices(page, knownUrl(language));
  await expect(mailLink(page, language)).toBeVisible();
  const actions = await lineGaps(page, "#estimate :is(a, button)");
  expect(actions.length).toBeGreaterThanOrEqual(5);
  for (const { label, lines } of actions) {
    expect(lines.length, label).toBeGreaterThan(0);
    for (const { left, right } of lines) {
      expect(Math.abs(left - right), `${label}: a line off centre`).toBeLessThanOrEqual(2);
    }
  }
});
