import { expect, test } from "@playwright/test";
import { pagePathsOf } from "./support/pages.ts";
import { MENU_CLOSE_DELAY_MS, PUZZLE_SHAPE_COUNT } from "~/content/constants";
import { pauseClock } from "./support/clock.ts";
import { contentOf, localePaths, locales, otherLocaleOf } from "./support/content.ts";
import { KNOWN, PRICE_LANGUAGES, sectionLink } from "./support/price-explorer.ts";
import { openHeaderNav, waitForHydration } from "./support/site.ts";
import { recordPageProblems } from "./support/page-errors.ts";
import { expectSwitchTo } from "./support/language-switch.ts";
import { LOCALE_PAGES } from "./support/locale-pages.ts";
import { softHyphenLeaks } from "./support/soft-hyphens.ts";
import {
  horizontalOverflow,
  BOTH_WIDTHS,
  PHONE_ONLY,
  PHONE_VIEWPORT,
  textOverflows,
  wordsBrokenWithoutHyphen,
} from "./support/viewport.ts";

/** The narrowest phone the site is read on; the phone project itself is 375 px wide. */
const NARROW_PHONE = { width: 320, height: 740 };

// One browser page walks a language's pages, a soft step each: one fault hides no other.
for (const locale of locales) {
  const { site, ui, legalLinks, footerLabels } = contentOf[locale].chrome;

  // At the desktop's width; the narrowest phone's is the next test. Chromium reports what a
  // Content-Security-Policy blocks on the console, so a blocked script or style fails here too.
  test(`every ${locale} page has the shared layout, the switch to its twin in each other language, no sideways scroll and no console noise or blocked content`, async ({
    page,
  }) => {
    const problems = recordPageProblems(page);
    test.slow(); // a walk through many pages
    for (const { path, twins } of LOCALE_PAGES.filter((page) => page.locale === locale)) {
      await test.step(path, async () => {
        const before = problems.length;
        await page.goto(path);
        await waitForHydration(page);

        const header = page.getByRole("banner");
        await expect
          .soft(header.getByRole("link", { name: site.brand }))
          .toHaveAttribute("href", localePaths[locale].home);
        await expect
          .soft(page.getByRole("contentinfo"))
          .toContainText(`© ${new Date().getFullYear()} ${site.legalName}`);
        const legal = page.getByRole("navigation", { name: footerLabels.legalNav });
        for (const { label, href } of legalLinks) {
          await expect
            .soft(legal.getByRole("link", { name: label, exact: true }))
            .toHaveAttribute("href", href);
        }
        await expect
          .soft(
            page
              .getByRole("complementary", { name: ui.contactFab.landmark })
              .getByRole("link", { name: ui.contactFab.label }),
          )
          .toHaveAttribute("href", `mailto:${site.email}`);
        for (const twin of twins) await expectSwitchTo(page, locale, twin.locale, twin.path);
        const shapes = page.locator(".puzzle-shape");
        await expect.soft(shapes).toHaveCount(PUZZLE_SHAPE_COUNT);
        await expect
          .soft(shapes.first().locator("xpath=ancestor::*[@aria-hidden='true']"))
          .toHaveCount(1);
        expect.soft(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect.soft(await textOverflows(page)).toEqual([]);
        expect.soft(await wordsBrokenWithoutHyphen(page)).toEqual([]);
        // Soft hyphens (a language whose line names patterns) stay out of titles, attributes and
        // accessible names.
        expect.soft(await softHyphenLeaks(page)).toEqual([]);
        expect.soft(problems.slice(before)).toEqual([]);
      });
    }
  });

  test(
    `every ${locale} page at ${NARROW_PHONE.width} px neither scrolls sideways nor lets text spill out of its box`,
    PHONE_ONLY,
    async ({ page }, testInfo) => {
      await page.setViewportSize(NARROW_PHONE);
      test.slow(); // a walk through many pages
      for (const path of pagePathsOf(locale)) {
        await test.step(path, async () => {
          await page.goto(path);
          await waitForHydration(page);
          expect.soft(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
          expect.soft(await textOverflows(page)).toEqual([]);
          expect.soft(await wordsBrokenWithoutHyphen(page)).toEqual([]);
          // The open menu is part of the page a phone shows.
          await openHeaderNav(page, testInfo, locale);
          expect.soft(await horizontalOverflow(page), "menu open").toBeLessThanOrEqual(0);
          expect.soft(await textOverflows(page), "menu open").toEqual([]);
        });
      }
    },
  );
}

/** The phones' widths, from the narrowest up to Lighthouse's (412 px). */
const PHONE_WIDTHS = [NARROW_PHONE.width, PHONE_VIEWPORT.width, 412];

for (const locale of locales) {
  // The states the explorer adds to the static page: the estimate's bar, the comparison's columns.
  test(
    `${localePaths[locale].prices} with an estimate, compared, neither scrolls sideways nor spills at ${PHONE_WIDTHS.join(", ")} px`,
    PHONE_ONLY,
    async ({ page }) => {
      const query = `?users=${KNOWN.users}&view=compare&offerings=${KNOWN.offerings.join(",")}`;
      await page.goto(`${localePaths[locale].prices}${query}`);
      await waitForHydration(page);
      await expect(page.locator(".estimate-bar")).toBeVisible();
      await expect(page.locator(".compare-table")).toBeVisible();
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: PHONE_VIEWPORT.height });
        expect.soft(await horizontalOverflow(page), `${width} px`).toBeLessThanOrEqual(0);
        expect.soft(await textOverflows(page), `${width} px`).toEqual([]);
      }
    },
  );
}

for (const locale of locales) {
  const paths = localePaths[locale];
  const { headerNav, site } = contentOf[locale].chrome;
  const label = (href: string) => headerNav.find((link) => link.href === href)?.label ?? href;

  // On a phone the links are the menu's, on a desktop the header's own.
  test(
    `the ${locale} header links Products and About into the home page, marks Prices as current on its page alone, and shows the partner badge`,
    BOTH_WIDTHS,
    async ({ page }, testInfo) => {
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

      await test.step(`not current on ${paths.home}, where the partner badge shows`, async () => {
        await page.goto(paths.home);
        const homeNav = await openHeaderNav(page, testInfo, locale);
        await expect(homeNav.getByRole("link", { name: label(paths.prices) })).not.toHaveAttribute(
          "aria-current",
        );
        await expect(
          page.getByText(site.partner.badge, { exact: true }).locator("visible=true"),
        ).toHaveCount(1);
      });
    },
  );
}

// Opening, closing, Escape and links to other pages of the phone menu: first-paint.spec.ts.
test(
  `phone menu closes ${MENU_CLOSE_DELAY_MS} ms after a link into the page is chosen`,
  PHONE_ONLY,
  async ({ page }) => {
    const { headerLabels, headerNav, site } = contentOf.en.chrome;
    const paths = localePaths.en;
    await page.clock.install();
    await page.goto(paths.home);
    await waitForHydration(page);
    await pauseClock(page);
    await page.getByRole("button", { name: headerLabels.openMenu }).click();
    const menu = page.getByRole("navigation", { name: headerLabels.phoneMenu });
    // A tap beside its links leaves it open.
    await menu.getByText(site.partner.badge).click();
    await page.clock.runFor(MENU_CLOSE_DELAY_MS);
    await expect(menu).toBeVisible();
    // A link to a place on this page leaves the page, and so the menu, where they are.
    const products = headerNav.find((link) => link.href === paths.solutions)?.label ?? "";
    await menu.getByRole("link", { name: products }).click();
    await expect(page).toHaveURL(paths.solutions);

    await page.clock.runFor(MENU_CLOSE_DELAY_MS - 1);
    await expect(menu).toBeVisible();
    await page.clock.runFor(1);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: headerLabels.openMenu })).toBeVisible();
  },
);

for (const locale of locales) {
  const paths = localePaths[locale];
  const { chrome, prices } = contentOf[locale];
  const { site, ui, footerLabels, footerColumns } = chrome;
  const place = (office: { city: string; country: string }) =>
    ui.contacts.place.replace("{city}", office.city).replace("{country}", office.country);

  // The legal links' targets on every page: the first test here; that they open: links.spec.ts.
  test(`the ${locale} footer: contacts and link columns on home, the bottom bar elsewhere, legal links`, async ({
    page,
  }) => {
    await page.goto(paths.home);
    const footer = page.getByRole("contentinfo");

    await test.step("on home, the contacts", async () => {
      const contacts = footer.getByRole("region", { name: ui.contacts.heading });
      for (const office of [site.headquarters, ...site.subsidiaries]) {
        await expect(contacts).toContainText(place(office));
      }
      await expect(contacts).toContainText(site.address.street);
      const elsewhere = contentOf[otherLocaleOf(locale)].chrome.site.headquarters.city;
      await expect(contacts).not.toContainText(elsewhere);
      await expect(contacts).toContainText(
        ui.contacts.postalLine
          .replace("{postalCode}", site.address.postalCode)
          .replace("{city}", site.address.city)
          .replace("{country}", site.address.country),
      );
      await expect(contacts.getByRole("link", { name: site.phone })).toHaveAttribute(
        "href",
        `tel:${site.phone.replace(/[^+\d]/g, "")}`,
      );
      await expect(contacts.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      await expect(contacts.getByRole("link", { name: ui.contacts.getInTouch })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
    });

    await test.step("on home, the link columns", async () => {
      for (const column of footerColumns) {
        const nav = footer.getByRole("navigation", { name: column.heading, exact: true });
        await expect(nav.getByRole("link")).toHaveText(column.links.map((link) => link.label));
        for (const link of column.links) {
          await expect(nav.getByRole("link", { name: link.label })).toHaveAttribute(
            "href",
            link.href,
          );
        }
      }
    });

    await test.step(`on ${paths.prices}, only the bottom bar`, async () => {
      await page.goto(paths.prices);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(prices.page.title);
      await expect(footer.getByRole("region", { name: ui.contacts.heading })).toHaveCount(0);
      for (const column of footerColumns) {
        await expect(
          footer.getByRole("navigation", { name: column.heading, exact: true }),
        ).toHaveCount(0);
      }
      await expect(footer.getByRole("navigation", { name: footerLabels.legalNav })).toBeVisible();
    });
  });
}

/**
 * Runs in the page: follows a link into it, then reads four frames from the first: each price
 * table in view below the header, by its place in the list, with its top and whether the browser
 * drew it (a skipped table shows as an empty card).
 */
async function landOn(link: HTMLAnchorElement) {
  const grids = [...document.querySelectorAll(".price-table-grid")];
  const frames: { drawn: boolean; top: number; index: number }[][] = [];
  link.click();
  for (let frame = 0; frame < 4; frame += 1) {
    await new Promise((drawn) => requestAnimationFrame(drawn));
    const below = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    frames.push(
      grids.flatMap((grid, index) => {
        const { top, bottom } = grid.getBoundingClientRect();
        if (bottom <= below || top >= window.innerHeight) return [];
        const table = grid.firstElementChild;
        return [{ index, top, drawn: !!table?.checkVisibility({ contentVisibilityAuto: true }) }];
      }),
    );
  }
  return frames;
}

for (const language of PRICE_LANGUAGES) {
  // The list skips its tables out of view (app.css); where a jump lands, they are drawn at once.
  test(
    `${language.path}: each section's link lands on its tables drawn, and nothing moves after`,
    BOTH_WIDTHS,
    async ({ page }) => {
      await page.goto(language.path);
      for (const section of language.content.sections) {
        await test.step(section.heading, async () => {
          await page.evaluate(() => window.scrollTo(0, 0));
          const link = sectionLink(page, language, section.heading);
          const [first, ...later] = await link.evaluate(landOn);
          expect(first?.length, "tables in view").toBeGreaterThan(0);
          expect(
            first?.filter((table) => !table.drawn),
            "empty in the first frame",
          ).toEqual([]);
          for (const frame of later) expect(frame, "the frames after").toEqual(first);
        });
      }
    },
  );
}
