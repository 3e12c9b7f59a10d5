import { expect, test, type Page } from "@playwright/test";
import { locales } from "./support/content.ts";
import { recordPageProblems } from "./support/page-errors.ts";
import { ANNOUNCER_ID } from "~/lib/explorer-store";
import {
  amount,
  estimateBar,
  estimateSummary,
  expectEveryPrice,
  openPrices,
  priceLanguage,
  readMailto,
  sectionLink,
  tickEstimateBox,
  tierRadio,
  usersInput,
  type PriceLanguage,
} from "./support/price-explorer.ts";

// Issue 27, item 4: a fault injected into the explorer leaves the list whole, a notice, one log.
// One boundary wraps every island (explorer-boundary.tsx): a fault in an event, one in a render.

const FAULT = "injected fault";

/** The page after the explorer failed: the list, the notice and its links, one logged error. */
async function expectFailureKeptSmall(
  page: Page,
  language: PriceLanguage,
  problems: readonly string[],
): Promise<void> {
  const { explorer } = language.content;
  const notice = page.getByText(explorer.unavailable.message, { exact: true });
  await expect(notice).toBeVisible();
  await expectEveryPrice(page, language);
  // The controls that needed the explorer are gone; what needs no script stays and works.
  await expect(usersInput(page, language)).toBeHidden();
  await expect(estimateBar(page)).toBeHidden();
  const main = page.getByRole("main");
  await expect(main.locator("input").filter({ visible: true })).toHaveCount(0);
  const csv = main.getByRole("link", { name: explorer.csv.link, exact: true });
  await expect(csv).toBeVisible();
  await expect(csv).toHaveAttribute("href", language.csvPath);
  const mail = main.getByRole("link", { name: explorer.unavailable.mailLink, exact: true });
  await expect(mail).toBeVisible();
  expect(readMailto((await mail.getAttribute("href")) ?? "").to).toBe(language.email);
  const section = language.content.sections.at(-1);
  await sectionLink(page, language, section?.heading ?? "").click();
  await expect(page).toHaveURL(new RegExp(`#${section?.id}$`));
  await expect(page.locator(`#${section?.id}`)).toBeInViewport();
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain(FAULT);
}

test("history.replaceState throwing as the buyer types", async ({ page }) => {
  const language = priceLanguage("en");
  await page.addInitScript((message) => {
    history.replaceState = () => {
      throw new Error(message);
    };
  }, FAULT);
  const problems = recordPageProblems(page);
  await openPrices(page, language.path);
  await usersInput(page, language).pressSequentially("12000");
  // The field that had focus is gone: focus is on the notice, which says why.
  const { message } = language.content.explorer.unavailable;
  await expect(page.getByText(message, { exact: true }).locator("..")).toBeFocused();
  await expectFailureKeptSmall(page, language, problems);
});

test("number formatting that throws after hydration", async ({ page }) => {
  const language = priceLanguage("de");
  const problems = recordPageProblems(page);
  await openPrices(page, language.path);
  // The explorer works first: a count marks its tier.
  await usersInput(page, language).fill("8000");
  await expect(tierRadio(page, language, "upTo10k")).toBeChecked();
  await tickEstimateBox(page, language, "golden-gate");
  await expect(estimateBar(page)).toBeVisible();
  // The tick's sentence and the estimate's panel come after its paint: the fault waits for them.
  const offering = language.content.sections
    .flatMap((section) => section.offerings)
    .find((candidate) => candidate.id === "golden-gate");
  const price = amount(offering?.prices.upTo10k ?? NaN, language);
  await expect(page.locator(`#${ANNOUNCER_ID}`)).toContainText(price);
  await expect(estimateSummary(page, language)).toContainText(price);
  // So does the printout's head, which shows nothing new: the page's first idle moment after that
  // paint comes once every island has rendered.
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => setTimeout(() => requestIdleCallback(() => done()))),
      ),
  );
  // The page writes its numbers with Intl.NumberFormat (app/lib/format.ts).
  await page.evaluate((message) => {
    Object.defineProperty(Intl.NumberFormat.prototype, "format", {
      get() {
        throw new Error(message);
      },
    });
  }, FAULT);
  await usersInput(page, language).fill("12000");
  await expectFailureKeptSmall(page, language, problems);
});

// Issue 60: the explorer's code refused (a flaky network, an old page across a deploy).
for (const locale of locales) {
  test(`the explorer's code never arriving on ${locale} prices: the notice, no gap, one log`, async ({
    page,
  }) => {
    const language = priceLanguage(locale);
    await page.route("**/assets/*.js", (route) => route.abort());
    const problems = recordPageProblems(page);
    await page.goto(language.path);
    const { message } = language.content.explorer.unavailable;
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expectEveryPrice(page, language);
    // Nothing waits unseen in its place: every control that needed the code is out of the layout.
    const gaps = await page
      .getByRole("main")
      .locator("*")
      .evaluateAll((elements) =>
        elements
          .filter((element) => {
            // Unseen and in the flow: space kept for something that will not come.
            const { visibility, position } = getComputedStyle(element);
            return visibility === "hidden" && !["absolute", "fixed"].includes(position);
          })
          .filter((element) => [...element.getClientRects()].some((box) => box.height > 0))
          .map((element) => element.outerHTML.slice(0, 80)),
      );
    expect(gaps).toEqual([]);
    await expect(page.getByRole("main").locator("input").filter({ visible: true })).toHaveCount(0);
    // The browser's word on each refused file, and the site's one.
    const own = problems.filter((problem) => !/Failed to load resource/.test(problem));
    expect(own).toHaveLength(1);
  });
}
