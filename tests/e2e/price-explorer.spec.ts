import { expect, test, type Locator, type Page } from "@playwright/test";
import { HASH_SCROLL_OFFSET_PX } from "~/content/constants";
import { withoutMarks } from "~/content/marks";
import { offeringsOf, type TierId } from "~/content/price-list";
import { ANNOUNCER_ID } from "~/lib/explorer-store";
import { fill, fillAll, formatDate } from "~/lib/format";
import { priceListCsv } from "~/lib/price-csv";
import { recordPageProblems } from "./support/page-errors.ts";
import {
  amount,
  compareRadio,
  counted,
  filledValue,
  formOf,
  documentBottom,
  estimateBar,
  estimateCheckbox,
  estimateSummary,
  expectEveryPrice,
  grouped,
  KNOWN,
  knownNextTier,
  knownUrl,
  mailLink,
  offerLink,
  offeringById,
  OFFERINGS,
  openPrices,
  pickerCheckbox,
  priceTables,
  PRICE_LANGUAGES,
  priceLanguage,
  readMailto,
  sectionLink,
  tabTo,
  tickEstimateBox,
  tierLabel,
  tierRadio,
  tierRange,
  usersInput,
  validFromLine,
  type PriceLanguage,
} from "./support/price-explorer.ts";
import { openPage, SCRIPT_MODES } from "./support/script-modes.ts";
import { scrollTo, targetTop } from "./support/scroll.ts";
import { BOTH_WIDTHS, isPhone, PHONE_ONLY } from "./support/viewport.ts";
import { priceSections, tiers } from "./support/content.ts";

// A test walks through a visitor's steps on one page. Tests of words and number formats run in
// every language; the rest once, the languages taking turns. Each can pass 30 s on two cores.
test.describe.configure({ timeout: 60_000 });

/** A row header heard as marked: its name ends with "Your tier". */
function markedHeader(page: Page, language: PriceLanguage): Locator {
  const { yourTier } = language.content.explorer;
  return page.getByRole("rowheader", { name: new RegExp(`\\s${yourTier}$`) });
}

/** Every row of the per-offering tables that shows the "Your tier" marker. */
function markedRows(page: Page, language: PriceLanguage): Locator {
  return priceTables(page)
    .getByRole("row")
    .filter({ has: markedHeader(page, language) });
}

/** In every per-offering table, the row of `tier` (and only it) is marked, and heard as marked. */
async function expectMarked(page: Page, language: PriceLanguage, tier: TierId): Promise<void> {
  const { yourTier } = language.content.explorer;
  const label = tierLabel(tier, language);
  await expect(priceTables(page)).toHaveCount(OFFERINGS.length);
  await expect(markedRows(page, language)).toHaveCount(OFFERINGS.length);
  for (const offering of offeringsOf(language.content)) {
    const table = page.getByRole("table", { name: offering.title, exact: true });
    const marked = table.getByRole("row").filter({ has: markedHeader(page, language) });
    await expect(marked).toHaveCount(1);
    const header = marked.getByRole("rowheader");
    await expect(header).toHaveAccessibleName(`${label} ${yourTier}`);
    await expect(marked.getByRole("cell")).toHaveText(grouped(offering.prices[tier], language));
  }
  await expect(tierRadio(page, language, tier)).toBeChecked();
}

/** Names of the elements an input's aria-describedby points at, as their text. */
function describedBy(input: Locator): Promise<string[]> {
  return input.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? `(no element #${id})`),
  );
}

/** "Request an offer" and "Email this estimate" carry the known estimate and a link back to it. */
async function expectKnownEstimateMails(page: Page, language: PriceLanguage): Promise<void> {
  const { content } = language;
  const words = content.explorer.estimate;
  const offer = readMailto((await offerLink(page, language).getAttribute("href")) ?? "");
  expect(offer.to).toBe(language.email);
  expect(offer.subject).toBe(words.quoteSubject);
  expect(offer.body.startsWith(`${words.quoteIntro}\n\n`)).toBe(true);

  // The buyer's own mail, to forward inside the company: no recipient, the same estimate.
  const mail = readMailto((await mailLink(page, language).getAttribute("href")) ?? "");
  expect(mail.to).toBe("");
  expect(mail.subject).toBe(words.mailSubject);
  expect(offer.body.endsWith(mail.body)).toBe(true);
  // Each offering's line in the page's words: app/lib/estimate-mail.test.ts.
  const lines = mail.body.split("\n");
  expect(lines).toContain(fill(words.usersLine, "users", grouped(Number(KNOWN.users), language)));
  expect(lines).toContain(fill(words.mailTier, "tier", tierLabel(KNOWN.tier, language)));
  const mailTotal = formOf(words.mailTotal, KNOWN.offerings.length, language);
  expect(lines).toContain(
    fillAll(mailTotal, {
      count: String(KNOWN.offerings.length),
      total: amount(KNOWN.total, language),
    }),
  );
  expect(lines).toContain(knownNextTier(language));
  expect(lines).toContain(words.exclVat);
  expect(lines).toContain(content.page.basis);
  expect(lines).toContain(validFromLine(language));
  // The link restores this very estimate.
  const restore = filledValue(lines, words.linkLine, "link");
  const restored = new URL(restore ?? "");
  expect(restored.pathname).toBe(language.path);
  expect(restored.searchParams.get("users")).toBe(KNOWN.users);
  expect(restored.searchParams.get("offerings")).toBe(KNOWN.offerings.join(","));
  // Dated with the price list it was priced by.
  expect(restored.searchParams.get("prices")).toBe(content.validFrom);
}

/* Words and number formats: every language. */
for (const language of PRICE_LANGUAGES) {
  const { content } = language;
  const { explorer } = content;
  const words = explorer.estimate;

  test.describe(`${language.path}`, () => {
    // Which counts cannot be read, and why: app/lib/user-count.test.ts; here how the page says so.
    const invalid: [string, keyof typeof explorer.problems][] = [
      ["1,5", "fraction"],
      ["123456789012", "tooLarge"],
    ];
    // Tier boundaries, either grouping and 1e6 typed key by key: the unit and component tests.
    test("the users field: a count marks its tier in every table, a count that cannot be read is explained with no tier beside it", async ({
      page,
    }) => {
      const problems = recordPageProblems(page);
      await openPrices(page, language.path);
      const input = usersInput(page, language);

      await test.step("typing 8000 marks the 5,000 – 10,000 row of every table and checks its tier", async () => {
        await expect(markedRows(page, language)).toHaveCount(0);
        await input.fill(KNOWN.users);
        await expectMarked(page, language, KNOWN.tier);
      });

      await test.step("a count that cannot be read is explained at the input; no tier stands beside it, the ticks stay", async () => {
        const [id] = KNOWN.offerings;
        await pickerCheckbox(page, language, id).check();
        for (const [typed, problem] of invalid) {
          await input.fill(KNOWN.users);
          await expect(tierRadio(page, language, KNOWN.tier)).toBeChecked();
          await input.fill(typed);
          await expect(input, typed).toHaveAttribute("aria-invalid", "true");
          await expect.poll(() => describedBy(input), typed).toContain(explorer.problems[problem]);
          await expect(page.getByText(explorer.problems[problem], { exact: true })).toBeVisible();
          await expect(input).toHaveValue(typed);
          // No tier and no price stand beside a count they do not belong to.
          await expect(markedRows(page, language)).toHaveCount(0);
          for (const tier of tiers)
            await expect(tierRadio(page, language, tier.id)).not.toBeChecked();
          await expect(estimateSummary(page, language)).toContainText(words.needsTier);
          await expect(estimateSummary(page, language)).not.toContainText(words.currency);
          await expect(estimateBar(page)).not.toContainText(words.currency);
          // Nothing ticked is lost.
          await expect(estimateCheckbox(page, language, id)).toBeChecked();
        }
        await input.fill(KNOWN.users);
        await expect(input).not.toHaveAttribute("aria-invalid");
        expect(await describedBy(input)).not.toContain(explorer.problems.notANumber);
        await expect(estimateSummary(page, language)).toContainText(
          amount(offeringById(id, language).prices[KNOWN.tier], language),
        );
      });
      expect(problems).toEqual([]);
    });

    test("the estimate asks for a tier, lists the ticked offerings and their total, mails them in the page's words, and Clear empties it; the CSV reads back as the content's prices", async ({
      page,
    }) => {
      await openPrices(page, language.path);
      const status = estimateSummary(page, language);
      const items = status.getByRole("listitem");
      // The summary's text below its heading; the actions follow it.
      const said = status.getByText(words.empty, { exact: true });
      const [first] = KNOWN.offerings;

      await test.step("with nothing ticked the estimate says it is empty", async () => {
        await expect(said).toBeVisible();
      });

      await test.step("with no tier chosen the estimate asks for one and shows no total", async () => {
        await tickEstimateBox(page, language, first);
        await expect(status).toContainText(words.needsTier);
        await expect(items).toHaveText([offeringById(first, language).title]);
        await expect(status).not.toContainText(counted(words.total, 1, language));
        await expect(status).not.toContainText(words.currency);
        await expect(mailLink(page, language)).toHaveCount(0);
      });

      await test.step("choosing a tier by its button says the estimate's new total", async () => {
        await tierRadio(page, language, KNOWN.tier).check();
        await expect(page.locator(`#${ANNOUNCER_ID}`)).toHaveText(
          fillAll(formOf(words.mailTotal, 1, language), {
            count: grouped(1, language),
            total: amount(offeringById(first, language).prices[KNOWN.tier], language),
          }),
        );
      });

      await test.step("with 8000 typed, the estimate lists the ticked offerings at their tier's prices and their total", async () => {
        await usersInput(page, language).fill(KNOWN.users);
        for (const id of KNOWN.offerings) await tickEstimateBox(page, language, id);
        await expect(items).toHaveCount(KNOWN.offerings.length);
        for (const [index, id] of KNOWN.offerings.entries()) {
          const offering = offeringById(id, language);
          await expect(items.nth(index)).toContainText(offering.title);
          await expect(items.nth(index)).toContainText(
            amount(offering.prices[KNOWN.tier], language),
          );
        }
        await expect(status).toContainText(
          words.tier.replace("{tier}", tierLabel(KNOWN.tier, language)),
        );
        await expect(status).toContainText(counted(words.total, KNOWN.offerings.length, language));
        await expect(status).toContainText(amount(KNOWN.total, language));
        await expect(status).toContainText(words.exclVat);
        await expect(page.locator("#estimate")).toContainText(knownNextTier(language));
      });

      await test.step("Request an offer and Email this estimate carry the estimate in the page's words", async () => {
        await expectKnownEstimateMails(page, language);
      });

      await test.step("Clear empties the estimate, unticks its offerings and keeps focus in it", async () => {
        await page.getByRole("button", { name: words.clear, exact: true }).click();
        await expect(said).toBeVisible();
        await expect(page.locator("#estimate")).toBeFocused();
        await expect(items).toHaveCount(0);
        for (const id of KNOWN.offerings) {
          await expect(estimateCheckbox(page, language, id)).not.toBeChecked();
        }
      });

      await test.step("the CSV link downloads the price list", async () => {
        const link = page.getByRole("link", { name: explorer.csv.link, exact: true });
        await expect(link).toHaveAttribute("href", language.csvPath);
        await expect(link).toHaveAttribute("download", explorer.csv.fileName);

        const response = await page.request.get(language.csvPath);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toMatch(/^text\/csv\b/);
        // Its format and rows: app/lib/price-csv.test.ts; served here as the build wrote it.
        const words = { ...explorer.csv, userRange: content.page.userRange };
        expect((await response.body()).toString("utf8")).toBe(
          priceListCsv(content, words, language.locale),
        );

        const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
        expect(download.suggestedFilename()).toBe(explorer.csv.fileName);
      });
    });

    // A mismatch would come from a number formatted differently: every language.
    test("a shared address restores users, view and ticks after hydration, without a mismatch; print shows the VAT sentence and every table, Print estimate the estimate alone", async ({
      page,
    }) => {
      const problems = recordPageProblems(page);
      const main = page.getByRole("main");

      await test.step("a shared address restores the estimate after hydration, without a mismatch", async () => {
        // The plain prerendered page, and each control restored: price-explorer.test.tsx.
        await openPrices(page, knownUrl(language));
        await expect(usersInput(page, language)).toHaveValue(KNOWN.users);
        await expect(compareRadio(page, language)).toBeChecked();
        await expect(priceTables(page)).toHaveCount(1);
        await expect(estimateSummary(page, language)).toContainText(amount(KNOWN.total, language));
        expect(problems).toEqual([]);
      });

      await test.step("printed in the tables view: the VAT sentence, every table, and a head with the brand, the address, the users, the date of the prices and the day", async () => {
        await page.getByRole("radio", { name: explorer.views.tables, exact: true }).check();
        await expect(priceTables(page)).toHaveCount(OFFERINGS.length);
        await expect(estimateSummary(page, language)).toContainText(amount(KNOWN.total, language));
        await page.emulateMedia({ media: "print" });
        await expect(main.getByText(explorer.vat)).toBeVisible();
        await expect(priceTables(page).filter({ visible: true })).toHaveCount(OFFERINGS.length);
        const head = page.locator(".print-head");
        await expect(head).toBeVisible();
        await expect(head).toContainText(words.linkLine.split("{link}")[0] ?? "");
        await expect(head).toContainText(`?users=${KNOWN.users}`);
        await expect(head).toContainText(`&prices=${content.validFrom}`);
        await expect(head).toContainText(validFromLine(language));
        await expect(head).toContainText(grouped(Number(KNOWN.users), language));
        await expect(head).toContainText(language.brand);
        await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
        await expect(head).toContainText(
          fill(explorer.print.printed, "today", formatDate(new Date(), language.locale)),
        );
      });

      await test.step("Print estimate prints the estimate alone", async () => {
        await page.evaluate(() => {
          window.print = () => {};
        });
        await page.emulateMedia({ media: "screen" });
        await page.getByRole("button", { name: words.print, exact: true }).click();
        await expect(page.locator("html")).toHaveAttribute("data-print", "estimate");
        await page.emulateMedia({ media: "print" });

        await expect(page.locator("#estimate")).toBeVisible();
        await expect(page.locator("#estimate")).toContainText(amount(KNOWN.total, language));
        await expect(page.locator("#estimate")).toContainText(knownNextTier(language));
        await expect(priceTables(page).filter({ visible: true })).toHaveCount(0);
        const shownOutside = await main.evaluate((root) => {
          const estimate = document.getElementById("estimate");
          return [...root.querySelectorAll("*")]
            .filter((element) => !estimate?.contains(element) && !element.contains(estimate))
            .filter((element) => !element.closest(".print-head"))
            .filter((element) => element.checkVisibility({ visibilityProperty: true }))
            .map(
              (element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 40)}`,
            );
        });
        expect(shownOutside, "nothing in main but the estimate and its head prints").toEqual([]);
      });
    });
  });
}

/** The counts issue 61 names: Polish says 1 pozycja, 2 and 22 pozycje, 5 and 12 pozycji. */
const PLURAL_PROBES = [1, 2, 5, 12, 22] as const;

/* Counts, in every language: each form its language takes, wherever the estimate is said. */
for (const language of PRICE_LANGUAGES) {
  const words = language.content.explorer.estimate;
  const { announce } = language.content.explorer;

  test(`${language.path}: 1, 2, 5, 12 and 22 offerings read in the language's forms in the bar, the panel, the announcement, the mail and the printout`, async ({
    page,
  }) => {
    await openPrices(page, `${language.path}?users=${KNOWN.users}`);
    const offerings = offeringsOf(language.content);
    const totalOf = (count: number) =>
      amount(
        offerings.slice(0, count).reduce((sum, offering) => sum + offering.prices[KNOWN.tier], 0),
        language,
      );
    const panel = estimateSummary(page, language);
    for (const [index, offering] of offerings.slice(0, Math.max(...PLURAL_PROBES)).entries()) {
      await pickerCheckbox(page, language, offering.id).check();
      const count = index + 1;
      if (!PLURAL_PROBES.includes(count as (typeof PLURAL_PROBES)[number])) continue;
      await test.step(`${count} offerings`, async () => {
        const total = totalOf(count);
        const values = { count: grouped(count, language), total };
        await expect(estimateBar(page)).toContainText(
          fillAll(withoutMarks(words.withTotal), {
            offerings: counted(words.offerings, count, language),
            total,
          }),
        );
        await expect(panel).toContainText(counted(words.total, count, language));
        await expect(page.locator(`#${ANNOUNCER_ID}`)).toHaveText(
          fillAll(formOf(announce.added, count, language), {
            ...values,
            offering: offering.title,
            price: amount(offering.prices[KNOWN.tier], language),
          }),
        );
        const mail = readMailto((await mailLink(page, language).getAttribute("href")) ?? "");
        expect(mail.body.split("\n")).toContain(
          fillAll(formOf(words.mailTotal, count, language), values),
        );
        await page.emulateMedia({ media: "print" });
        await expect(page.locator("#estimate")).toBeVisible();
        await expect(page.locator("#estimate")).toContainText(
          counted(words.total, count, language),
        );
        await page.emulateMedia({ media: "screen" });
      });
    }
  });
}

/* Behaviour, the same in every language: each once, the languages taking turns. */

test.describe(priceLanguage("en").path, () => {
  const language = priceLanguage("en");
  const words = language.content.explorer.estimate;

  // Keys and focus do not depend on the words: English here, German for the history below.
  test("keyboard only: type 8000, tick three offerings with Space, reach the offer link by Tab; View estimate moves focus to the estimate", async ({
    page,
  }) => {
    await openPrices(page, language.path);

    await test.step("type 8000, tick three offerings with Space, reach the offer link by Tab", async () => {
      const input = usersInput(page, language);
      await tabTo(page, input);
      await page.keyboard.type(KNOWN.users);
      await expect(tierRadio(page, language, KNOWN.tier)).toBeChecked();
      for (const id of KNOWN.offerings) {
        const box = estimateCheckbox(page, language, id);
        await tabTo(page, box);
        await page.keyboard.press("Space");
        await expect(box).toBeChecked();
      }
      await tabTo(page, offerLink(page, language));
    });

    await test.step("View estimate jumps to the estimate and moves keyboard focus there", async () => {
      // From the top of the page, where the estimate is out of sight.
      await scrollTo(page, 0);
      await expect(page.locator("#estimate")).not.toBeInViewport();
      const link = estimateBar(page).getByRole("link", { name: words.viewLink, exact: true });
      await link.focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("#estimate")).toBeFocused();
      await expect.poll(() => targetTop(page, "estimate")).toBe(HASH_SCROLL_OFFSET_PX);
      await expect(page).toHaveURL(/#estimate$/);
      // Its own height: the screen an address to it keeps while it fills (app.css) is not needed.
      const below = await page
        .locator("#estimate")
        .evaluate(
          (card) =>
            card.getBoundingClientRect().bottom -
            (card.lastElementChild?.getBoundingClientRect().bottom ?? 0),
        );
      expect(below, "room below its last line").toBeLessThan(48);
      await page.keyboard.press("Tab");
      await expect(offerLink(page, language)).toBeFocused();
    });
  });

  // A budget of screens for the steps of a purchase, not for words: English alone.
  test(
    "a phone buyer types the users, ticks three offerings and sees the total within three screens",
    PHONE_ONLY,
    async ({ page }) => {
      const screens = 3;
      const viewport = page.viewportSize() ?? { width: 0, height: 0 };
      expect(viewport).toEqual({ width: 375, height: 740 });
      const budget = screens * viewport.height;
      // Three offerings far apart in the list, the last of all among them.
      const chosen = ["identity-manager-connectors-pack", "bop-etl", OFFERINGS.at(-1)?.id ?? ""];
      const tier: TierId = "upTo50k";
      const total = chosen.reduce((sum, id) => sum + offeringById(id, language).prices[tier], 0);

      await openPrices(page, language.path);
      const input = usersInput(page, language);
      await input.fill("12000");
      await expect(tierRadio(page, language, tier)).toBeChecked();
      for (const id of chosen) await pickerCheckbox(page, language, id).check();
      for (const id of chosen) await expect(estimateCheckbox(page, language, id)).toBeChecked();

      // The visitor has scrolled no further than the third screen.
      await scrollTo(page, budget - viewport.height);
      const bar = estimateBar(page);
      const shown = bar.getByText(amount(total, language), { exact: true });
      await expect(shown).toBeInViewport();
      const within = [
        ["the field", input],
        ...chosen.map((id) => [id, pickerCheckbox(page, language, id)] as const),
        ["the total", shown],
      ] as const;
      for (const [name, target] of within) {
        await expect(target, name).toBeVisible();
        expect(
          await documentBottom(target),
          `${name} within ${screens} screens`,
        ).toBeLessThanOrEqual(budget);
      }
      // Each tick is a tap target of at least 24 px.
      for (const id of chosen) {
        const label = pickerCheckbox(page, language, id).locator("xpath=ancestor::label");
        expect((await label.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24);
      }
    },
  );
});

test.describe(priceLanguage("de").path, () => {
  const language = priceLanguage("de");
  const { explorer } = language.content;

  // Malformed and hostile addresses, and keystrokes that replace an entry: the unit and component tests.
  test("the address: Back and Forward step through choices; ticking keeps the scroll", async ({
    page,
  }) => {
    const problems = recordPageProblems(page);
    await openPrices(page, language.path);
    const input = usersInput(page, language);
    await input.click();
    await page.keyboard.type(KNOWN.users);
    await expect(page).toHaveURL(/[?&]users=8000(&|$)/);

    const box = estimateCheckbox(page, language, "bop-etl");
    await box.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(100);
    await box.check();
    await expect(page).toHaveURL(/[?&]offerings=bop-etl(&|$)/);
    expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(scrollY, -1);

    await page.goBack();
    await expect(box).not.toBeChecked();
    await expect(input).toHaveValue(KNOWN.users);
    await expect(page).not.toHaveURL(/offerings=/);
    await page.goForward();
    await expect(box).toBeChecked();
    await expect(input).toHaveValue(KNOWN.users);
    expect(problems).toEqual([]);
  });

  // Layout: both widths, in German alone; whether any language's words overflow a phone's
  // width, layout.spec.ts.
  test(
    "the comparison table: all offerings by section, a column per tier, the chosen one marked; its header row stays in view while it scrolls",
    BOTH_WIDTHS,
    async ({ page }, testInfo) => {
      await openPrices(page, language.path);
      await compareRadio(page, language).check();
      const table = priceTables(page);
      const headers = table.getByRole("columnheader").filter({ visible: true });

      await test.step("all offerings by section, a column per tier (a phone shows the first alone)", async () => {
        await expect(table).toHaveCount(1);
        await expect(table).toHaveAccessibleName(explorer.compare.caption);

        // Three sections, each a row group led by its heading, its offerings in list order.
        const groups = table.locator("tbody");
        await expect(groups).toHaveCount(language.content.sections.length);
        for (const [index, section] of language.content.sections.entries()) {
          const group = groups.nth(index);
          await expect(group.locator('th[scope="rowgroup"]')).toHaveText(section.heading);
          const offeringRows = group.getByRole("row").filter({ has: page.getByRole("cell") });
          await expect(offeringRows).toHaveCount(section.offerings.length);
          for (const [row, offering] of section.offerings.entries()) {
            // The title alone heads the row, so each price is heard with it.
            await expect(offeringRows.nth(row).getByRole("rowheader")).toHaveAccessibleName(
              offering.title,
            );
            await expect(
              offeringRows
                .nth(row)
                .getByRole("cell")
                .filter({ visible: true, hasNot: page.getByRole("checkbox") }),
            ).toHaveText(
              isPhone(testInfo)
                ? [grouped(offering.prices.upTo5k, language)]
                : tiers.map((tier) => grouped(offering.prices[tier.id], language)),
            );
          }
        }
        await expect(table.getByRole("row").filter({ has: page.getByRole("cell") })).toHaveCount(
          OFFERINGS.length,
        );

        const priceHeaders = isPhone(testInfo) ? [tiers[0].id] : tiers.map((tier) => tier.id);
        // Each column heard by its whole label; a phone shows a tier's range alone, which the
        // caption names.
        const names = [
          explorer.compare.estimate,
          explorer.compare.offering,
          ...priceHeaders.map((id) => tierLabel(id, language)),
        ];
        await expect(headers).toHaveCount(names.length);
        for (const [index, name] of names.entries()) {
          await expect(headers.nth(index)).toHaveAccessibleName(name);
        }
        if (isPhone(testInfo)) {
          const range = headers.nth(2).locator('[aria-hidden="true"]');
          await expect(range).toBeVisible();
          await expect(range).toHaveText(tierRange(tiers[0].id, language));
        }
      });

      await test.step("choosing a tier marks its column and the next one's; a phone shows those two", async () => {
        await usersInput(page, language).fill(KNOWN.users);
        const marked = table.getByRole("columnheader").filter({ hasText: explorer.yourTier });
        await expect(marked).toHaveCount(1);
        await expect(marked).toBeVisible();
        await expect(marked).toContainText(tierLabel(KNOWN.tier, language));
        const next = table.getByRole("columnheader").filter({ hasText: explorer.nextTierMarker });
        await expect(next).toHaveCount(1);
        await expect(next).toBeVisible();
        await expect(next).toContainText(tierLabel(KNOWN.nextTier, language));
        const firstRow = table
          .getByRole("row")
          .filter({ has: page.getByRole("cell") })
          .first();
        if (isPhone(testInfo)) {
          await expect(headers).toHaveCount(4);
          await expect(headers.nth(2)).toContainText(tierLabel(KNOWN.tier, language));
          await expect(headers.nth(3)).toContainText(tierLabel(KNOWN.nextTier, language));
          const prices = priceSections[0]?.offerings[0]?.prices;
          await expect(
            firstRow
              .getByRole("cell")
              .filter({ visible: true, hasNot: page.getByRole("checkbox") }),
          ).toHaveText([
            grouped(prices?.[KNOWN.tier] ?? 0, language),
            grouped(prices?.[KNOWN.nextTier] ?? 0, language),
          ]);
        } else {
          await expect(headers).toHaveCount(2 + tiers.length);
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, "the page does not scroll sideways").toBeLessThanOrEqual(0);
      });

      await test.step("the header row stays in view while the table scrolls", async () => {
        // Down to the last section: the table's own top is long gone by then.
        const lastGroupTop = await table
          .locator('th[scope="rowgroup"]')
          .last()
          .evaluate((cell) => cell.getBoundingClientRect().top + window.scrollY);
        await scrollTo(page, Math.round(lastGroupTop - 300));

        const header = table.getByRole("columnheader").first();
        const place = await header.evaluate((cell) => {
          const box = cell.getBoundingClientRect();
          const tableTop = cell.closest("table")?.getBoundingClientRect().top ?? NaN;
          const onTop = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
          return {
            tableTop,
            top: box.top,
            bottom: box.bottom,
            uncovered: onTop !== null && cell.contains(onTop),
          };
        });
        expect(place.tableTop, "the table's top has scrolled away").toBeLessThan(0);
        expect(place.top).toBeGreaterThanOrEqual(0);
        expect(place.bottom).toBeLessThan(await page.evaluate(() => window.innerHeight));
        expect(place.uncovered, "nothing covers the header row").toBe(true);
      });

      /** A section's row group: below the table's header row, in the screen's top third. */
      const expectLandedBelowHeaderRow = async (id: string) => {
        const landed = await table.locator(`[id="${id}"]`).evaluate((cell) => ({
          top: cell.getBoundingClientRect().top,
          below: cell.closest("table")?.querySelector("thead th")?.getBoundingClientRect().bottom,
          third: window.innerHeight / 3,
        }));
        expect(landed.top).toBeGreaterThanOrEqual(landed.below ?? NaN);
        expect(landed.top).toBeLessThan(landed.third);
      };

      await test.step("a section's link lands its heading below the header row, in the screen's top third", async () => {
        const section = language.content.sections.at(-1);
        await sectionLink(page, language, section?.heading ?? "").click();
        await expect(page).toHaveURL(new RegExp(`#${section?.id}$`));
        await expectLandedBelowHeaderRow(section?.id ?? "");
      });

      await test.step("an address of the comparison with a section lands there, where the list stood", async () => {
        const section = language.content.sections.at(-1);
        await openPrices(page, `${language.path}?view=compare#${section?.id}`);
        await expectLandedBelowHeaderRow(section?.id ?? "");
      });
    },
  );
});

// Without the explorer the page's content needs no script: a test per mode, each language in turn.
for (const mode of SCRIPT_MODES.filter((each) => each.name !== "JavaScript on")) {
  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled });

    test("every price reads in each language's format; the explorer's controls are not shown", async ({
      page,
    }) => {
      if (mode.blockModules) await page.route("**/assets/*.js", (route) => route.abort());
      for (const language of PRICE_LANGUAGES) {
        const { explorer } = language.content;
        await test.step(`${language.path}: every price reads; the explorer's controls are not shown`, async () => {
          await openPage(page, language.path, mode);
          await expectEveryPrice(page, language);
          // A table's headers and tier labels, static HTML in every mode: screen-reader.spec.ts.
          await expect(page.getByText(explorer.vat)).toBeVisible();
          await expect(
            page.getByRole("link", { name: explorer.csv.link, exact: true }),
          ).toBeVisible();
          const main = page.getByRole("main");
          await expect(main.locator("input").first()).toBeAttached();
          await expect(main.locator("input").filter({ visible: true })).toHaveCount(0);
          await expect(main.locator("button").filter({ visible: true })).toHaveCount(0);
          await expect(page.getByText(explorer.usersLabel, { exact: true })).toBeHidden();
          await expect(estimateBar(page)).toBeHidden();
        });
      }
    });
  });
}
