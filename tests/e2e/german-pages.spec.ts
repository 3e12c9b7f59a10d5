import { expect, test, type Page } from "@playwright/test";
import type { Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";
import { offeringsOf, type UserRange } from "~/content/price-list";
import { recordPageProblems } from "./support/page-errors.ts";
import { waitForHydration } from "./support/site.ts";
import { SPEC_PRICES } from "../spec-prices.ts";
import { contentOf, tiers } from "./support/content.ts";

const { home: enHome } = contentOf.en;
const {
  home: deHome,
  chrome: { site: deSite },
} = contentOf.de;

/**
 * Issue 9, items 5 and 6: numbers as each language's readers write them, the same characters in
 * the prerendered page and the hydrated one, and the German home page's own copy.
 */

/** Digit grouping as the reader expects it: 1,234,567 in English, 1.234.567 in Austria. */
const GROUPING: Record<Locale, string> = { en: ",", de: "." };

function grouped(value: number, locale: Locale): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, GROUPING[locale]);
}

const PRICES = { en: contentOf.en.prices, de: contentOf.de.prices } as const;

/** A tier's metric from the content's words and the tier's numbers. */
function tierLabel({ from, to }: UserRange, locale: Locale): string {
  const { separator, openEnded, unit } = PRICES[locale].page.userRange;
  const range =
    to === undefined
      ? `${grouped(from, locale)}${openEnded}`
      : `${grouped(from, locale)}${separator}${grouped(to, locale)}`;
  return `${range} ${unit}`;
}

/**
 * The text of `main` in the page's HTML as prerendered, read by the browser's parser: on a blank
 * page beside it, since the site's pages require Trusted Types, which refuse DOMParser a string.
 */
async function prerenderedMainText(page: Page, html: string): Promise<string | null> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      (source) =>
        new DOMParser().parseFromString(source, "text/html").querySelector("main")?.textContent ??
        null,
      html,
    );
  } finally {
    await blank.close();
  }
}

for (const locale of ["en", "de"] as const) {
  const path = localePaths[locale].prices;

  test(`${path} labels every tier and groups every price as its readers write numbers, and hydrates to that very text`, async ({
    page,
  }) => {
    const problems = recordPageProblems(page);
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    await waitForHydration(page);

    await test.step("every tier labelled, every price grouped", async () => {
      const labels = tiers.map((tier) => tierLabel(tier.users, locale));
      if (locale === "de") {
        // Grouped with points, Austrian style: „5.000 – 10.000 registrierte Benutzer“.
        const { separator, unit } = contentOf.de.prices.page.userRange;
        expect(labels[1]).toBe(`5.000${separator}10.000 ${unit}`);
      }
      const { metric, price } = PRICES[locale].page.tableHeaders;
      for (const offering of offeringsOf(PRICES[locale])) {
        const table = page.getByRole("table", { name: offering.title, exact: true });
        await expect(table.getByRole("columnheader")).toHaveText([metric, price]);
        await expect(table.getByRole("rowheader")).toHaveText(labels);
        await expect(table.getByRole("cell")).toHaveText(
          tiers.map((tier) => grouped(offering.prices[tier.id], locale)),
        );
      }
      await expect(
        page.getByRole("cell", {
          name: grouped(SPEC_PRICES["bop-bi-reporting"]?.[3] ?? 0, locale),
          exact: true,
        }),
      ).toBeVisible();
    });

    await test.step("hydrated to the very text it was prerendered with, without an error", async () => {
      const prerendered = await prerenderedMainText(page, html);
      expect(prerendered).toContain(tierLabel(tiers[3].users, locale));
      expect(await page.locator("main").textContent()).toBe(prerendered);
      // React reports a text mismatch as error #418 or #425 in production builds.
      expect(problems.filter((problem) => /#41[89]|#42[35]|hydrat/i.test(problem))).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}

test("the German home page: the typed title, the product cards and the contacts in German", async ({
  page,
}) => {
  await page.goto(localePaths.de.home);
  await waitForHydration(page);

  await test.step("the German hero title", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(deSite.hero.title);
  });

  await test.step("the products with German card copy", async () => {
    const section = page.locator("#solutions");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(deHome.products.heading);
    await expect(section.getByRole("article")).toHaveCount(deHome.cards.length);
    for (const [index, card] of deHome.cards.entries()) {
      const article = section.getByRole("article", { name: card.title, exact: true });
      await expect(article).toContainText(card.description);
      const english = enHome.cards[index]?.description ?? "";
      if (english !== card.description) await expect(article).not.toContainText(english);
      await expect(
        article.getByRole("link", {
          name: `${deHome.cardLink.label}${deHome.cardLink.aboutBefore}${card.title}`,
        }),
      ).toHaveAttribute("href", localePaths.de.solution(card.slug));
    }
  });

  await test.step("the German contacts in the footer", async () => {
    const contacts = page.getByRole("contentinfo").locator("#contact");
    await expect(contacts.getByRole("heading", { level: 2 })).toHaveText(
      contentOf.de.chrome.ui.contacts.heading,
    );
    const { headquarters, address, subsidiaries } = deSite;
    const place = (city: string, country: string) =>
      `${city}${contentOf.de.chrome.ui.contacts.placeSeparator}${country}`;
    await expect(contacts).toContainText(place(headquarters.city, headquarters.country));
    await expect(contacts).toContainText(
      `${address.postalCode}${contentOf.de.chrome.ui.contacts.postalCodeSeparator}${address.city}`,
    );
    for (const office of subsidiaries) {
      await expect(contacts).toContainText(place(office.city, office.country));
    }
    await expect(contacts).not.toContainText(contentOf.en.chrome.site.headquarters.city);
  });
});
