import { expect, type Page } from "@playwright/test";
import { localeSettings, type Locale } from "~/content/locales";
import { otherLocaleOf, switchLabel } from "./content.ts";

/** The header's link to the same page in the other language, named in that language. */
export function languageSwitch(page: Page, locale: Locale) {
  return page.getByRole("banner").getByRole("link", { name: switchLabel(locale), exact: true });
}

/** Soft: the pages are walked in one test, and one page's wrong switch must not hide the next's. */
export async function expectSwitchTo(page: Page, locale: Locale, target: string): Promise<void> {
  const link = languageSwitch(page, locale);
  await expect.soft(link).toHaveCount(1);
  await expect.soft(link).toBeVisible();
  const { hreflang, htmlLang } = localeSettings[otherLocaleOf(locale)];
  await expect.soft(link).toHaveAttribute("href", target);
  await expect.soft(link).toHaveAttribute("hreflang", hreflang);
  await expect.soft(link).toHaveAttribute("lang", htmlLang);
}
