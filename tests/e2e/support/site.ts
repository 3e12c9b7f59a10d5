import type { Locator, Page, TestInfo } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "~/content/constants";
import { isPhone } from "./viewport";

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

/** The four value titles of SPEC.md §2 (Home), in order. */
export const SPEC_VALUES = [
  "Reduced initial investment",
  "Reduced requirements for skilled staff",
  "Faster implementation",
  "Simplified support",
] as const;

/**
 * Resolves once React has hydrated the page, so clicks reach the router instead of starting a
 * full page load: the root marks <html> with HYDRATED_ATTRIBUTE in its first effect.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

/**
 * The header's navigation as a visitor reaches it: on a phone, behind the "Open menu" button, a
 * popover that opens with or without JavaScript.
 */
export async function openHeaderNav(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (!isPhone(testInfo)) return page.getByRole("navigation", { name: "Main", exact: true });
  await page.getByRole("button", { name: "Open menu" }).click();
  return page.getByRole("navigation", { name: "Main menu", exact: true });
}

/** The home page's products section, the target of the "Products" link (/#solutions). */
export function productsSection(page: Page): Locator {
  return page.locator("#solutions");
}

/** A product card's "Learn more" link; its accessible name carries the product title. */
export function learnMoreLink(page: Page, title: string): Locator {
  return productsSection(page).getByRole("link", {
    name: `Learn more about ${title}`,
    exact: true,
  });
}
