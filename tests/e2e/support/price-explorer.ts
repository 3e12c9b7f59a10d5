import { expect, type Locator, type Page } from "@playwright/test";
import { localeSettings, type Locale, type PluralCategory } from "~/content/locales";
import { withoutMarks } from "~/content/marks";
import type { PluralForms } from "~/content/schema";
import { localePaths } from "~/content/paths";
import { offeringsOf, type Offering, type TierId, type UserRange } from "~/content/price-list";
import { contentOf, locales, priceSections, tiers } from "./content.ts";
import { fill, formatDate } from "~/lib/format";
import { waitForHydration } from "./site.ts";

/** Each language of the price page: where it is, its words, and how it writes numbers. */
export const PRICE_LANGUAGES = locales.map((locale) => ({
  locale,
  path: localePaths[locale].prices,
  csvPath: localePaths[locale].priceListCsv,
  content: contentOf[locale].prices,
  email: contentOf[locale].chrome.site.email,
  brand: contentOf[locale].chrome.site.brand,
}));

export type PriceLanguage = (typeof PRICE_LANGUAGES)[number];

/** The price page in one language, for a test that runs once, the languages taking turns. */
export function priceLanguage(locale: Locale): PriceLanguage {
  const found = PRICE_LANGUAGES.find((language) => language.locale === locale);
  if (!found) throw new Error(`no price page in ${locale}`);
  return found;
}

/** Every offering, in price-list order, as the English page names them (ids and prices are the same in German). */
export const OFFERINGS: readonly Offering[] = offeringsOf({ sections: priceSections });

/** An offering as the page of `language` shows it. */
export function offeringById(id: string, language: PriceLanguage): Offering {
  const found = offeringsOf(language.content).find((offering) => offering.id === id);
  if (!found) throw new Error(`no offering ${id}`);
  return found;
}

/** The buyer of the issue: 8,000 users, three offerings, 690,000 EUR in all. */
export const KNOWN = {
  users: "8000",
  tier: "upTo10k" as TierId,
  offerings: ["bop-enterprise-core", "bop-etl", "golden-gate"],
  total: 690_000,
  /** Past 10,000 users, the next tier (added up by hand from the offerings' prices). */
  nextTier: "upTo50k" as TierId,
  nextTotal: 1_270_000,
} as const;

/** What the estimate says of the next tier for the known selection, its figures worked out here. */
export function knownNextTier(language: PriceLanguage): string {
  const { nextTier } = language.content.explorer.estimate;
  const upperBound = 10_000;
  const roomLeft = upperBound - Number(KNOWN.users);
  const room = formOf(nextTier.room, roomLeft, language).replace(
    "{count}",
    grouped(roomLeft, language),
  );
  const cost = formOf(nextTier.cost, KNOWN.offerings.length, language)
    .replace("{count}", String(KNOWN.offerings.length))
    .replace("{from}", grouped(upperBound + 1, language))
    .replace("{total}", amount(KNOWN.nextTotal, language))
    .replace("{difference}", amount(KNOWN.nextTotal - KNOWN.total, language));
  return `${room} ${cost}`;
}

/** The form of a count's words the language takes, chosen by the platform, not the app's code. */
export function formOf(forms: PluralForms, count: number, language: PriceLanguage): string {
  const rules = new Intl.PluralRules(localeSettings[language.locale].wordsLocale);
  return forms[rules.select(count) as PluralCategory] ?? forms.other;
}

/** A count's words in its form with `{count}` filled: "3 offerings". */
export function counted(forms: PluralForms, count: number, language: PriceLanguage): string {
  return formOf(forms, count, language).replace("{count}", grouped(count, language));
}

/** What one of `lines` has where `template` says `{name}`: the link of "This estimate online: {link}". */
export function filledValue(lines: readonly string[], template: string, name: string) {
  const [before = "", after = ""] = template.split(`{${name}}`);
  const line = lines.find((each) => each.startsWith(before) && each.endsWith(after));
  return line?.slice(before.length, line.length - after.length);
}

/** The shareable address of the known selection, in the comparison view. */
export function knownUrl(language: PriceLanguage, view: "tables" | "compare" = "compare"): string {
  const viewParam = view === "compare" ? "&view=compare" : "";
  return `${language.path}?users=${KNOWN.users}${viewParam}&offerings=${KNOWN.offerings.join(",")}`;
}

/** Grouped by the platform in the language's number locale (Polish: 5000 but 10 000). */
export function grouped(value: number, language: PriceLanguage): string {
  return new Intl.NumberFormat(localeSettings[language.locale].numberLocale).format(value);
}

export function amount(value: number, language: PriceLanguage): string {
  // Never split from its currency: a no-break space.
  return `${grouped(value, language)}\u00a0${language.content.explorer.estimate.currency}`;
}

const usersOf = (id: TierId): UserRange =>
  tiers.find((tier) => tier.id === id)?.users ?? { from: NaN };

/** A tier's range alone: "5,000 – 10,000", "50.000+". */
export function tierRange(id: TierId, language: PriceLanguage): string {
  const users = usersOf(id);
  const words = language.content.page.userRange;
  return users.to !== undefined
    ? words.bounded
        .replace("{from}", grouped(users.from, language))
        .replace("{to}", grouped(users.to, language))
    : words.openEnded.replace("{from}", grouped(users.from, language));
}

/** "5,000 – 10,000 registered users", "50.000+ registrierte Benutzer". */
export function tierLabel(id: TierId, language: PriceLanguage): string {
  const users = usersOf(id);
  const words = language.content.page.userRange;
  return formOf(words.users, users.to ?? users.from, language).replace(
    "{range}",
    tierRange(id, language),
  );
}

/** Opens the price page and waits until the explorer answers. */
export async function openPrices(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** The link in the price page's own navigation that leads to a section of the list. */
export function sectionLink(page: Page, language: PriceLanguage, heading: string): Locator {
  return page
    .getByRole("main")
    .getByRole("navigation", { name: language.content.page.sectionsNav, exact: true })
    .getByRole("link", { name: heading, exact: true });
}

export function usersInput(page: Page, language: PriceLanguage): Locator {
  return page.getByRole("textbox", { name: language.content.explorer.usersLabel, exact: true });
}

export function tierRadio(page: Page, language: PriceLanguage, id: TierId): Locator {
  return page.getByRole("radio", { name: tierLabel(id, language), exact: true });
}

export function compareRadio(page: Page, language: PriceLanguage): Locator {
  return page.getByRole("radio", { name: language.content.explorer.views.compare, exact: true });
}

/** The compact list of offerings at the top of the explorer. */
function offeringPicker(page: Page, language: PriceLanguage): Locator {
  return page.getByRole("group", { name: language.content.explorer.picker.legend, exact: true });
}

/** An offering's checkbox in the compact list, named by its title alone. */
export function pickerCheckbox(page: Page, language: PriceLanguage, id: string): Locator {
  return offeringPicker(page, language).getByRole("checkbox", {
    name: offeringById(id, language).title,
    exact: true,
  });
}

/** The sticky bar at the bottom of the screen: the count of offerings and their total. */
export function estimateBar(page: Page): Locator {
  return page.locator(".estimate-bar");
}

/** Where an element's bottom edge is, in CSS pixels below the top of the document. */
export function documentBottom(target: Locator): Promise<number> {
  return target.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
}

/** The name of a table's "Add to estimate – …" checkbox: its visible words, then the title. */
export function estimateBoxName(language: PriceLanguage, id: string): string {
  return withoutMarks(
    language.content.explorer.addToEstimate.replace("{offering}", offeringById(id, language).title),
  );
}

/** A table's "Add to estimate – …" checkbox. */
export function estimateCheckbox(page: Page, language: PriceLanguage, id: string): Locator {
  return page.getByRole("checkbox", { name: estimateBoxName(language, id), exact: true });
}

/**
 * Ticks a table's box as a person does, once the box is in view and its table drawn. A table out
 * of view is skipped (`content-visibility`) and drawn in the frame after it comes into view, at
 * its real height, which may differ from its placeholder's (116 px on `/pl/prices` at 1280 px):
 * `check()` presses right after its own scroll, and its release can land where the box no longer
 * is (docs/performance-findings.md). Brought into view first, the box is still for two frames
 * before `check()` presses it.
 */
export async function tickEstimateBox(page: Page, language: PriceLanguage, id: string) {
  const box = estimateCheckbox(page, language, id);
  await box.scrollIntoViewIfNeeded();
  await box.check();
}

/** The price tables of the default view: one per offering, captioned with its title. */
export function priceTables(page: Page): Locator {
  return page.getByRole("main").getByRole("table");
}

/** Every offering's table shows, with each tier's price in the language's format. */
export async function expectEveryPrice(page: Page, language: PriceLanguage): Promise<void> {
  await expect(priceTables(page).filter({ visible: true })).toHaveCount(OFFERINGS.length);
  for (const offering of offeringsOf(language.content)) {
    const table = page.getByRole("table", { name: offering.title, exact: true });
    await expect(table.getByRole("cell")).toHaveText(
      tiers.map((tier) => grouped(offering.prices[tier.id], language)),
    );
  }
}

/** The estimate as a visitor sees it: the region named by its heading (no live region). */
export function estimateSummary(page: Page, language: PriceLanguage): Locator {
  const name = language.content.explorer.estimate.heading;
  return page.getByRole("region", { name, exact: true });
}

export function mailLink(page: Page, language: PriceLanguage): Locator {
  return page.getByRole("link", { name: language.content.explorer.estimate.email, exact: true });
}

/** "Request an offer": the same estimate, to the company. */
export function offerLink(page: Page, language: PriceLanguage): Locator {
  return page.getByRole("link", {
    name: language.content.explorer.estimate.requestQuote,
    exact: true,
  });
}

/** "Prices valid from 1 January 2026.", as the page of `language` says it. */
export function validFromLine(language: PriceLanguage): string {
  const { content, locale } = language;
  return fill(content.page.validFrom, "validFrom", formatDate(content.validFrom, locale));
}

/** Presses Tab until `target` has focus; fails if it is not reached within `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused();
}

/** A `mailto:` link taken apart: the address and the decoded subject and body. */
export function readMailto(href: string): { to: string; subject: string; body: string } {
  const [, to, query] = /^mailto:([^?]*)\?(.*)$/.exec(href) ?? [];
  if (to === undefined || query === undefined)
    throw new Error(`not a mailto with a query: ${href}`);
  const fields = new Map(
    query.split("&").map((pair) => {
      const [name = "", value = ""] = pair.split("=");
      return [name, decodeURIComponent(value)] as const;
    }),
  );
  return {
    to: decodeURIComponent(to),
    subject: fields.get("subject") ?? "",
    body: fields.get("body") ?? "",
  };
}
