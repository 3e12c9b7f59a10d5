import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { contentOf, type Locale } from "./content.ts";
import { isPhone } from "./viewport.ts";

/** The verticals of SPEC.md §9 and CONTENT.md, in their stated order. */
export const SPEC_VERTICALS = [
  "ERP",
  "Banking",
  "Insurance",
  "Content",
  "Health Record",
  "Treasury",
  "Billing",
  "Manufacturing",
] as const;

/** Astro's island element; it carries `ssr` until its component has hydrated. */
export const ISLAND = "astro-island";

/** Loaded and hydrated: Astro takes `ssr` off an island once React has taken it over. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await expect(page.locator(`${ISLAND}[ssr]`)).toHaveCount(0);
}

/** The header's links as a visitor reaches them: on a phone, behind the menu button, a popover. */
export async function openHeaderNav(
  page: Page,
  testInfo: TestInfo,
  locale: Locale = "en",
): Promise<Locator> {
  const labels = contentOf[locale].chrome.headerLabels;
  if (!isPhone(testInfo)) return page.getByRole("banner");
  await page.getByRole("button", { name: labels.openMenu }).click();
  return page.getByRole("navigation", { name: labels.phoneMenu, exact: true });
}
