import { expect, test } from "@playwright/test";
import { pagePaths } from "./support/pages";
import { MENU_CLOSE_DELAY_MS, PUZZLE_SHAPE_COUNT } from "~/content/constants";
import { pauseClock } from "./support/clock";
import { contentOf, localeOf, localePaths, locales } from "./support/content";
import { openHeaderNav, waitForHydration } from "./support/site";
import { readContent } from "~/content/read";
import { recordPageProblems } from "./support/page-errors";
import {
  horizontalOverflow,
  BOTH_WIDTHS,
  PHONE_ONLY,
  textOverflows,
  wordsBrokenWithoutHyphen,
} from "./support/viewport";

/** The narrowest phone the site is read on; the phone project itself is 375 px wide. */
const NARROW_PHONE = { width: 320, height: 740 };

// At the desktop's width; every page at the narrowest phone's is the next describe.
test.describe("every page of the site layout", () => {
  for (const path of pagePaths) {
    const locale = localeOf(path);
    const { site, ui, legalLinks, footerLabels } = contentOf[locale].chrome;

    test(`${path} has the shared layout, no sideways scroll and no console noise`, async ({
      page,
    }) => {
      const problems = recordPageProblems(page);
      await page.goto(path);
      await waitForHydration(page);

      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: site.brand })).toHaveAttribute(
        "href",
        localePaths[locale].home,
      );
      await expect(page.getByRole("contentinfo")).toContainText(
        `© ${new Date().getFullYear()} ${site.legalName}`,
      );
      const legal = page.getByRole("navigation", { name: footerLabels.legalNav });
      for (const { label, href } of legalLinks) {
        await expect(legal.getByRole("link", { name: label, exact: true })).toHaveAttribute(
          "href",
          href,
        );
      }
      await expect(
        page
          .getByRole("complementary", { name: ui.contactFab.landmark })
          .getByRole("link", { name: ui.contactFab.label }),
      ).toHaveAttribute("href", `mailto:${site.email}`);
      const shapes = page.locator(".puzzle-shape");
      await expect(shapes).toHaveCount(PUZZLE_SHAPE_COUNT);
      await expect(shapes.first().locator("xpath=ancestor::*[@aria-hidden='true']")).toHaveCount(1);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await textOverflows(page)).toEqual([]);
      expect(await wordsBrokenWithoutHyphen(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

test.describe(`every page at ${NARROW_PHONE.width} px`, PHONE_ONLY, () => {
  test.use({ viewport: NARROW_PHONE });

  for (const path of pagePaths) {
    test(`${path} neither scrolls sideways nor lets text spill out of its box`, async ({
      page,
    }, testInfo) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await textOverflows(page)).toEqual([]);
      expect(await wordsBrokenWithoutHyphen(page)).toEqual([]);
      // The open menu is part of the page a phone shows.
      await openHeaderNav(page, testInfo, localeOf(path));
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await textOverflows(page)).toEqual([]);
    });
  }
});

for (const locale of locales) {
  const paths = localePaths[locale];
  const { headerNav, site } = contentOf[locale].chrome;
  const label = (href: string) => headerNav.find((link) => link.href === href)?.label ?? href;

  // On a phone the links are the menu's, on a desktop the header's own.
  test.describe(`${locale} header`, BOTH_WIDTHS, () => {
    test("links Products and About into the home page and marks Prices as current there", async ({
      page,
    }, testInfo) => {
      await page.goto(paths.prices);
      const nav = await openHeaderNav(page, testInfo, locale);
      const products = nav.getByRole("link", { name: label(paths.solutions) });
      await expect(products).toHaveAttribute("href", paths.solutions);
      await expect(nav.getByRole("link", { name: label(paths.about) })).toHaveAttribute(
        "href",
        paths.about,
      );
      const prices = nav.getByRole("link", { name: label(paths.prices) });
      await expect(prices).toHaveAttribute("href", paths.prices);
      await expect(prices).toHaveAttribute("aria-current", "page");
      await expect(products).not.toHaveAttribute("aria-current");
    });

    test("does not mark Prices as current on other pages", async ({ page }, testInfo) => {
      await page.goto(paths.home);
      const nav = await openHeaderNav(page, testInfo, locale);
      await expect(nav.getByRole("link", { name: label(paths.prices) })).not.toHaveAttribute(
        "aria-current",
      );
    });

    test("shows the partner badge", async ({ page }, testInfo) => {
      await page.goto(paths.home);
      await openHeaderNav(page, testInfo, locale);
      await expect(
        page.getByText(site.partner.badge, { exact: true }).locator("visible=true"),
      ).toHaveCount(1);
    });
  });
}

// Opening, closing, Escape and the links of the phone menu, in every script mode: first-paint.spec.ts.
test(
  `phone menu closes ${MENU_CLOSE_DELAY_MS} ms after a link into the page is chosen`,
  PHONE_ONLY,
  async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    await pauseClock(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    // A link to a place on this page leaves the page, and so the menu, where they are.
    await menu.getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/#solutions$/);

    await page.clock.runFor(MENU_CLOSE_DELAY_MS - 1);
    await expect(menu).toBeVisible();
    await page.clock.runFor(1);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  },
);

test(
  "a link to another page in the phone menu opens that page with the menu closed",
  PHONE_ONLY,
  async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("link", { name: "Prices" }).click();
    await expect(page).toHaveURL(/\/prices$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prices");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  },
);

test.describe("footer", () => {
  test("on home shows the contacts, brand text and link columns", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const contacts = footer.getByRole("region", { name: "Contacts" });
    await expect(contacts).toContainText("Vienna, Austria");
    await expect(contacts).toContainText("Belgrade, Serbia");
    await expect(contacts).toContainText("Katowice, Poland");
    await expect(contacts).toContainText("Musterstraße 1");
    await expect(contacts).toContainText("1010 Vienna, Austria");
    await expect(contacts.getByRole("link", { name: "+43 1 234 5678" })).toHaveAttribute(
      "href",
      "tel:+4312345678",
    );
    await expect(contacts.getByRole("link", { name: "office@tesseris.example" })).toHaveAttribute(
      "href",
      "mailto:office@tesseris.example",
    );
    await expect(contacts.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
      "href",
      "mailto:office@tesseris.example",
    );

    const platform = footer.getByRole("navigation", { name: "Platform" });
    await expect(platform.getByRole("link")).toHaveText(["Products", "About", "Contact"]);
    await expect(platform.getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "/#contact",
    );
    const resources = footer.getByRole("navigation", { name: "Resources" });
    await expect(resources.getByRole("link")).toHaveText(["Pricing", "Values"]);
    await expect(resources.getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "href",
      "/prices",
    );
  });
});

test.describe("German footer", () => {
  const paths = localePaths.de;
  const { site, ui, footerColumns } = contentOf.de.chrome;
  const place = (office: { city: string; country: string }) =>
    `${office.city}${ui.contacts.placeSeparator}${office.country}`;

  test("on home shows the contacts, brand text and link columns in German", async ({ page }) => {
    await page.goto(paths.home);
    const footer = page.getByRole("contentinfo");
    const contacts = footer.getByRole("region", { name: ui.contacts.heading });
    for (const office of [site.headquarters, ...site.subsidiaries]) {
      await expect(contacts).toContainText(place(office));
    }
    await expect(contacts).toContainText(site.address.street);
    await expect(contacts).toContainText(
      `${site.address.postalCode}${ui.contacts.postalCodeSeparator}${place(site.address)}`,
    );
    await expect(contacts.getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      `tel:${site.phone.replace(/[^+\d]/g, "")}`,
    );
    await expect(contacts.getByRole("link", { name: ui.contacts.getInTouch })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    for (const column of footerColumns) {
      const nav = footer.getByRole("navigation", { name: column.heading });
      await expect(nav.getByRole("link")).toHaveText(column.links.map((link) => link.label));
      for (const link of column.links) {
        await expect(nav.getByRole("link", { name: link.label })).toHaveAttribute(
          "href",
          link.href,
        );
      }
    }
  });
});

for (const locale of locales) {
  const paths = localePaths[locale];
  const { chrome, legal, imprint, prices } = contentOf[locale];
  const { footerLabels, footerColumns, legalLinks, ui } = chrome;
  const titles: Record<string, string> = {
    [paths.terms]: legal.terms.title,
    [paths.privacy]: legal.privacy.title,
    [paths.security]: legal.security.title,
    [paths.imprint]: imprint.title,
    [paths.accessibility]: readContent(locale).accessibility.title,
  };

  test.describe(`${locale} footer`, () => {
    test("elsewhere shows only the bottom bar", async ({ page }) => {
      await page.goto(paths.prices);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(prices.page.title);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("region", { name: ui.contacts.heading })).toHaveCount(0);
      for (const column of footerColumns) {
        await expect(footer.getByRole("navigation", { name: column.heading })).toHaveCount(0);
      }
      await expect(footer.getByRole("navigation", { name: footerLabels.legalNav })).toBeVisible();
    });

    test("legal links open real pages", async ({ page }) => {
      await page.goto(paths.home);
      const nav = page.getByRole("navigation", { name: footerLabels.legalNav });
      for (const { label, href } of legalLinks) {
        await nav.getByRole("link", { name: label, exact: true }).click();
        await expect(page).toHaveURL(href);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[href] ?? href);
      }
    });
  });
}
