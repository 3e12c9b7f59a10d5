import type { Locator, Page, TestInfo } from "@playwright/test";
import { locales, type Locale } from "~/content/locales";
import { readPagePathsOf as pagePathsOf } from "~/content/read";
import { contentOf, otherLocaleOf } from "./content.ts";
import { isPhone } from "./viewport.ts";

export interface LocalePage {
  locale: Locale;
  path: string;
  /** The same page in the other language. */
  counterpart: string;
}

/**
 * Every page of both languages with its twin. The twin is found by position in the other
 * language's page list (both list the same pages in the same order), not by the app's own
 * path rule, so a wrong rule shows up as a wrong link.
 */
export const LOCALE_PAGES: LocalePage[] = locales.flatMap((locale) => {
  const twins = pagePathsOf(otherLocaleOf(locale));
  return pagePathsOf(locale).map((path, index) => ({
    locale,
    path,
    counterpart: twins[index] ?? "(no twin)",
  }));
});

/**
 * The header's navigation in the page's language as a visitor reaches it: on a phone, behind
 * the menu button, a popover that opens with or without JavaScript.
 */
export async function openLocaleHeaderNav(
  page: Page,
  testInfo: TestInfo,
  locale: Locale,
): Promise<Locator> {
  const { headerLabels } = contentOf[locale].chrome;
  if (!isPhone(testInfo)) return page.getByRole("banner");
  await page.getByRole("button", { name: headerLabels.openMenu }).click();
  return page.getByRole("navigation", { name: headerLabels.phoneMenu, exact: true });
}
