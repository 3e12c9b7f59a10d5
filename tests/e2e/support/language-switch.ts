import { expect, type Page } from "@playwright/test";
import { localeSettings, type Locale } from "~/content/locales";
import { otherLocaleOf, switchLabel } from "./content.ts";

/** The header's link from a page in `from` to the same page in `to`, named in that language. */
export function languageSwitch(page: Page, from: Locale, to: Locale = otherLocaleOf(from)) {
  return page.getByRole("banner").getByRole("link", { name: switchLabel(from, to), exact: true });
}

/** Soft: the pages are walked in one test, and one page's wrong switch must not hide the next's. */
export async function expectSwitchTo(
  page: Page,
  from: Locale,
  to: Locale,
  target: string,
): Promise<void> {
  const link = languageSwitch(page, from, to);
  await expect.soft(link).toHaveCount(1);
  await expect.soft(link).toBeVisible();
  const { hreflang, htmlLang } = localeSettings[to];
  await expect.soft(link).toHaveAttribute("href", target);
  await expect.soft(link).toHaveAttribute("hreflang", hreflang);
  await expect.soft(link).toHaveAttribute("lang", htmlLang);
}
