import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Virtual } from "@guidepup/virtual-screen-reader";
import { markedParts, withoutMarks } from "~/content/marks";
import type { TierId } from "~/content/price-list";
import type { PluralForms } from "~/content/schema";
import { fillAll } from "~/lib/format";
import { contentOf, locales, localePaths, tiers } from "./support/content.ts";
import {
  amount,
  formOf,
  compareRadio,
  estimateCheckbox,
  grouped,
  offeringById,
  priceLanguage,
  tierLabel,
  usersInput,
} from "./support/price-explorer.ts";
import { waitForHydration } from "./support/site.ts";

// What @guidepup/virtual-screen-reader hears in the page: a listener on every live region from
// the first parse, a reader on one part at a time. A card named by its heading: home.spec.ts.

const require = createRequire(import.meta.url);
const READER_SOURCE = readFileSync(
  require.resolve("@guidepup/virtual-screen-reader/browser.js"),
  "utf8",
);

/** What the page holds once the reader's module has loaded: see `installReaders`. */
interface InPageReaders {
  ready: Promise<{ Reader: new () => Virtual; listener: Virtual; beforeHydration: boolean }>;
  reader?: Virtual;
}

declare global {
  interface Window {
    screenReaders?: InPageReaders;
  }
}

/** The reader's module loaded into every document of `page` from its first script on. */
async function installReaders(page: Page): Promise<void> {
  await page.addInitScript(
    ({ source, island }) => {
      const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
      const loaded = import(/* @vite-ignore */ url) as Promise<{ Virtual: new () => Virtual }>;
      const parsed = new Promise<void>((resolve) => {
        if (document.readyState !== "loading") resolve();
        else document.addEventListener("DOMContentLoaded", () => resolve(), { once: true });
      });
      window.screenReaders = {
        ready: Promise.all([loaded, parsed]).then(async ([{ Virtual: Reader }]) => {
          // Whether the listener was in place before the explorer took over the static page.
          const beforeHydration = document.querySelector(`${island}[ssr]`) !== null;
          const listener = new Reader();
          await listener.start({ container: document.body });
          return { Reader, listener, beforeHydration };
        }),
      };
    },
    { source: READER_SOURCE, island: "astro-island" },
  );
}

/** Starts the reader on `part` of the page: it hears that part and the live regions in it. */
async function startReader(part: Locator): Promise<void> {
  await part.evaluate(async (container) => {
    const readers = window.screenReaders as InPageReaders;
    const { Reader } = await readers.ready;
    await readers.reader?.stop();
    readers.reader = new Reader();
    await readers.reader.start({ container: container as HTMLElement });
  });
}

/** Walks the reader from the start of its part to the end, and gives back what it said. */
async function walk(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const reader = window.screenReaders?.reader as Virtual;
    for (let step = 0; step < 1000; step += 1) {
      await reader.next();
      const log = await reader.spokenPhraseLog();
      // Past the end, the reader starts again from the top.
      if (log.length > 1 && log.at(-1) === log[0]) return log.slice(0, -1);
    }
    throw new Error("the walk did not end");
  });
}

/** A no-break space (Polish "w tym") is heard as any space. */
const asHeard = (phrases: readonly (string | undefined)[]) =>
  phrases.map((phrase) => (phrase ?? "").replaceAll("\u00a0", " "));

/** Everything the reader has said since it started. */
async function spoken(page: Page): Promise<string[]> {
  return asHeard(
    await page.evaluate(() => (window.screenReaders?.reader as Virtual).spokenPhraseLog()),
  );
}

/** What the page's live regions have said, as the listener heard them. */
async function announced(page: Page): Promise<string[]> {
  const phrases = await page.evaluate(async () => {
    const { listener } = await (window.screenReaders as InPageReaders).ready;
    const log = await listener.spokenPhraseLog();
    return log.filter((phrase) => /^(polite|assertive): /.test(phrase));
  });
  return asHeard(phrases);
}

/** Moves the reader to `control` (by focus, which it follows) and acts on it: a click. */
async function actOn(control: Locator): Promise<void> {
  await control.focus();
  await control.evaluate(async () => {
    // The reader follows focus a microtask later.
    await new Promise((resolve) => setTimeout(resolve));
    await (window.screenReaders?.reader as Virtual).act();
  });
}

/** Waits until the page's live regions have said `count` sentences in all. */
async function expectAnnounced(page: Page, count: number): Promise<void> {
  await expect.poll(async () => (await announced(page)).length, { timeout: 5000 }).toBe(count);
}

test.use({ bypassCSP: true });

for (const locale of locales) {
  test(`a screen reader hears the hero, a price table and each change of the estimate once (${locale})`, async ({
    page,
  }) => {
    const { site } = contentOf[locale].chrome;
    const home = contentOf[locale].home;
    const language = priceLanguage(locale);
    const { page: pageWords, explorer } = language.content;
    const title = (id: string) => offeringById(id, language).title;
    const boxWords = (id: string) => fillAll(explorer.addToEstimate, { offering: title(id) });
    const boxName = (id: string) => withoutMarks(boxWords(id));
    const price = (id: string, tier: TierId) => offeringById(id, language).prices[tier];
    await installReaders(page);

    await test.step("the hero: its title once, whole, then its subtitle and link", async () => {
      await page.goto(localePaths[locale].home);
      const { title: heroTitle, subtitle } = site.hero;
      await startReader(page.getByRole("region", { name: heroTitle, exact: true }));
      const heard = await walk(page);
      expect(heard.slice(0, 8)).toEqual([
        `region, ${heroTitle}`,
        `heading, ${heroTitle}, level 1`,
        heroTitle,
        `end of heading, ${heroTitle}, level 1`,
        "paragraph",
        subtitle,
        "end of paragraph",
        `link, ${home.page.exploreLink}`,
      ]);
      // Not spelt out: no letter on its own.
      expect(heard.filter((phrase) => [...phrase].length === 1)).toEqual([]);
    });

    // Nothing said as it opens: the listener, there before the explorer, hears only the changes.
    await test.step("opening the price page with an estimate in its address", async () => {
      await page.goto(`${language.path}?offerings=bop-identity`);
      await waitForHydration(page);
      const estimate = page.getByRole("region", { name: explorer.estimate.heading });
      await expect(estimate).toContainText(title("bop-identity"));
      const before = await page.evaluate(
        async () => (await (window.screenReaders as InPageReaders).ready).beforeHydration,
      );
      expect(before, "the listener was there before the explorer").toBe(true);
    });

    await test.step("one price table: its caption, headers and prices, then its box", async () => {
      const id = "bop-etl";
      const table = page.getByRole("table", { name: title(id), exact: true });
      // The innermost box holding the table and its "Add to estimate": the offering's card.
      const card = page
        .locator("div")
        .filter({ has: table })
        .filter({ has: estimateCheckbox(page, language, id) });
      await startReader(card.last());
      const { metric, price: priceHeader } = pageWords.tableHeaders;
      const header = `${metric} ${priceHeader}`;
      expect(asHeard(await walk(page))).toEqual(
        asHeard([
          `table, ${title(id)}`,
          `caption, ${title(id)}`,
          "rowgroup",
          `row, ${header}`,
          `columnheader, ${metric}`,
          `columnheader, ${priceHeader}`,
          `end of row, ${header}`,
          "end of rowgroup",
          "rowgroup",
          ...tiers.flatMap((tier) => {
            const users = tierLabel(tier.id, language);
            const row = `${users} ${grouped(price(id, tier.id), language)}`;
            return [
              `row, ${row}`,
              `rowheader, ${users}`,
              `cell, ${grouped(price(id, tier.id), language)}`,
              `end of row, ${row}`,
            ];
          }),
          "end of rowgroup",
          `end of table, ${title(id)}`,
          `checkbox, ${boxName(id)}, not checked`,
          // The label's words as seen: the title they hide is the box's name only.
          ...markedParts(boxWords(id))
            .filter((part) => part.mark !== "hidden")
            .map((part) => part.text.trim()),
        ]),
      );
    });

    const { announce } = explorer;
    const tier: TierId = "upTo10k";
    const users = "8000";
    const identity = price("bop-identity", tier);
    // Past 10,000 users the next tier: 2,000 more users stay in this one.
    const nextTier: TierId = "upTo50k";
    const atTier = identity + price("bop-etl", tier);
    const atNextTier = price("bop-identity", nextTier) + price("bop-etl", nextTier);
    const { nextTier: step } = explorer.estimate;
    /** A count's sentence in its language's form, {count} and the figures filled. */
    const say = (forms: PluralForms, count: number, values: Record<string, string>) =>
      asHeard([
        fillAll(formOf(forms, count, language), { count: grouped(count, language), ...values }),
      ])[0] ?? "";
    const room = 10_000 - Number(users);
    const sentences = [
      say(announce.addedNoTier, 2, { offering: title("bop-etl") }),
      [
        say(announce.tierWithTotal, Number(users), {
          users: grouped(Number(users), language),
          tier: tierLabel(tier, language),
          total: amount(atTier, language),
        }),
        say(step.room, room, {}),
        say(step.cost, 2, {
          from: grouped(10_001, language),
          total: amount(atNextTier, language),
          difference: amount(atNextTier - atTier, language),
        }),
      ].join(" "),
      say(announce.added, 3, {
        offering: title("golden-gate"),
        price: amount(price("golden-gate", tier), language),
        total: amount(identity + price("bop-etl", tier) + price("golden-gate", tier), language),
      }),
      say(announce.removed, 2, {
        offering: title("bop-etl"),
        price: amount(price("bop-etl", tier), language),
        total: amount(identity + price("golden-gate", tier), language),
      }),
      announce.cleared,
    ].map((sentence) => `polite: ${sentence}`);

    await test.step("ticking two offerings and typing a count: each change said once", async () => {
      await startReader(page.locator("#price-page"));
      await actOn(estimateCheckbox(page, language, "bop-etl"));
      await expectAnnounced(page, 1);
      await usersInput(page, language).focus();
      await page.evaluate((typed) => window.screenReaders?.reader?.type(typed), users);
      // Said once the count has settled, not for each key.
      await expectAnnounced(page, 2);
      await actOn(estimateCheckbox(page, language, "golden-gate"));
      await expectAnnounced(page, 3);
      await actOn(compareRadio(page, language));
      await expect(page.locator(".compare-table")).toBeVisible();

      const field = `textbox, ${explorer.usersLabel}`;
      expect(await spoken(page)).toEqual(
        asHeard([
          `heading, ${pageWords.title}, level 1`,
          `checkbox, ${boxName("bop-etl")}, not checked`,
          sentences[0],
          `${field}, ${explorer.usersHint}`,
          `${field}, ${users}, ${explorer.usersHint}`,
          sentences[1],
          `checkbox, ${boxName("golden-gate")}, not checked`,
          sentences[2],
          `radio, ${explorer.views.compare}, not checked, position 2, set size 2`,
        ]),
      );
      expect(await announced(page)).toEqual(sentences.slice(0, 3));
    });

    // A comparison row: its box named once (price-explorer.test.tsx), its title and prices as
    // headers and cells (price-explorer.spec.ts).
    await test.step("unticking in the comparison and Clear: each said once, then the estimate", async () => {
      await startReader(page.locator("#price-page"));
      await actOn(estimateCheckbox(page, language, "bop-etl"));
      await expectAnnounced(page, 4);
      await actOn(page.getByRole("button", { name: explorer.estimate.clear, exact: true }));
      await expectAnnounced(page, 5);
      expect(await spoken(page)).toEqual(
        asHeard([
          `heading, ${pageWords.title}, level 1`,
          `checkbox, ${boxName("bop-etl")}, checked`,
          sentences[3],
          `button, ${explorer.estimate.clear}`,
          // Focus stays in the estimate as the button goes with its lines.
          `region, ${explorer.estimate.heading}`,
          sentences[4],
        ]),
      );
      expect(await announced(page)).toEqual(sentences);
    });
  });
}
