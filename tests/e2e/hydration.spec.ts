import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HYDRATED_ATTRIBUTE } from "~/content/constants";
import { builtPages, CLIENT_DIR } from "./support/build";
import {
  contentOf,
  localePaths,
  locales,
  localeSettings,
  otherLocaleOf,
  type Locale,
} from "./support/content";
import { recordPageProblems } from "./support/page-errors";
import { learnMoreLink, openHeaderNav, waitForHydration } from "./support/site";
import { isPhone } from "./support/viewport";

/** The address that serves a prerendered file: `prices/index.html` is `/prices`. */
function addressOf(file: string): string {
  if (file === "index.html") return "/";
  return `/${file.replace(/\/index\.html$/, "")}`;
}

/** The file the build writes for a page: `/de/404` is `de/404/index.html`. */
const fileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

/** The stand-ins the server sends with status 404 for paths that match no page, per language. */
const SERVED_AS_404 = new Set(
  locales.flatMap((locale) =>
    [localePaths[locale].notFound, localePaths[locale].unknownSolution].map(fileOf),
  ),
);
/** The 404 pages themselves (404.html for static hosts, 404/index.html), in either language. */
const NOT_FOUND_PAGE = /^(de\/)?404[./]/;
const STATUS_404_LOGGED =
  "error: Failed to load resource: the server responded with a status of 404 (Not Found)";

/** What a page may log: Chromium reports a 404 document, and the 404 page logs its path (SPEC.md). */
function expectedProblems(file: string, address: string): string[] {
  return [
    ...(SERVED_AS_404.has(file) ? [STATUS_404_LOGGED] : []),
    ...(NOT_FOUND_PAGE.test(file) ? [`error: 404: no page exists at ${address}`] : []),
  ];
}

for (const file of builtPages()) {
  const address = addressOf(file);

  test(`${file}, served at ${address}, hydrates without preloading its modules`, async ({
    page,
  }) => {
    const problems = recordPageProblems(page);
    const response = await page.goto(address);
    const html = (await response?.text()) ?? "";

    expect(response?.status()).toBe(SERVED_AS_404.has(file) ? 404 : 200);
    expect(html, `${address} serves ${file}`).toBe(readFileSync(join(CLIENT_DIR, file), "utf8"));
    // Only the served page: once hydrated, React renders React Router's preload links into the
    // head for modules that have already loaded, which costs nothing.
    expect(html).not.toMatch(/modulepreload/i);
    await expect(page.locator("html")).toHaveAttribute(HYDRATED_ATTRIBUTE, "");
    // Console messages reach the test a moment after the page wrote them.
    await expect.poll(() => problems).toEqual(expectedProblems(file, address));
  });
}

type MarkedWindow = Window & { e2eDocumentMark?: boolean };

/**
 * Marks the hydrated document and records document and route-data requests from now on: a
 * client-side navigation keeps the mark and requests neither.
 */
async function startClientSession(page: Page): Promise<() => Promise<void>> {
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as MarkedWindow).e2eDocumentMark = true;
  });
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() || new URL(request.url()).pathname.endsWith(".data")) {
      requests.push(request.url());
    }
  });
  return async () => {
    expect(requests, "no document or route data was requested").toEqual([]);
    const marked = await page.evaluate(() => (window as MarkedWindow).e2eDocumentMark === true);
    expect(marked, "the page was not reloaded").toBe(true);
  };
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

for (const locale of locales) {
  const paths = localePaths[locale];
  const { chrome, products, solution, prices, legal } = contentOf[locale];
  const { site, ui, headerNav, legalLinks, footerLabels } = chrome;
  const label = (href: string) => headerNav.find((link) => link.href === href)?.label ?? href;
  const legalLabel = (href: string) => legalLinks.find((link) => link.href === href)?.label ?? href;

  test(`client-side navigation in ${locale}: home, a product, home, prices, a legal page, home`, async ({
    page,
  }, testInfo) => {
    const product = products[0];
    if (!product) throw new Error("no products");
    const problems = recordPageProblems(page);
    await page.goto(paths.home);
    const expectInPlace = await startClientSession(page);

    await learnMoreLink(page, product.title, locale).click();
    await expect(page).toHaveURL(paths.solution(product.slug));
    await expect(heading(page)).toHaveText(product.title);
    await expectInPlace();

    await page.getByRole("link", { name: solution.backToHome, exact: true }).click();
    await expect(page).toHaveURL(paths.home);
    await expect(heading(page)).toHaveText(site.hero.title);
    await expectInPlace();

    await (
      await openHeaderNav(page, testInfo, locale)
    )
      .getByRole("link", { name: label(paths.prices) })
      .click();
    await expect(page).toHaveURL(paths.prices);
    await expect(heading(page)).toHaveText(prices.page.title);
    await expectInPlace();

    await page
      .getByRole("navigation", { name: footerLabels.legalNav })
      .getByRole("link", { name: legalLabel(paths.terms), exact: true })
      .click();
    await expect(page).toHaveURL(paths.terms);
    await expect(heading(page)).toHaveText(legal.terms.title);
    await expectInPlace();

    await page.getByRole("banner").getByRole("link", { name: site.brand, exact: true }).click();
    await expect(page).toHaveURL(paths.home);
    await expect(heading(page)).toHaveText(site.hero.title);
    await expectInPlace();

    expect(problems).toEqual([]);
  });

  test(`client-side navigation in ${locale}: the 404 page's home link`, async ({ page }) => {
    await page.goto(`${localeSettings[locale].prefix}/no/such/page`);
    const expectInPlace = await startClientSession(page);

    await page.getByRole("link", { name: ui.errors.homeLink, exact: true }).click();
    await expect(page).toHaveURL(paths.home);
    await expect(heading(page)).toHaveText(site.hero.title);
    await expect(page.getByRole("banner")).toBeVisible();
    await expectInPlace();
  });

  test(`client-side navigation in ${locale}: the unknown product's link back to the products`, async ({
    page,
  }) => {
    const problems = recordPageProblems(page);
    await page.goto(paths.solution("does-not-exist"));
    const expectInPlace = await startClientSession(page);

    await page.getByRole("link", { name: solution.notFound.backToProducts, exact: true }).click();
    await expect(page).toHaveURL(paths.solutions);
    await expect(heading(page)).toHaveText(site.hero.title);
    await expect(page.locator("#solutions")).toBeInViewport();
    await expectInPlace();
    expect(problems).toEqual([STATUS_404_LOGGED]);
  });

  const target: Locale = otherLocaleOf(locale);
  test(`client-side navigation: the language switch leads from ${paths.prices} to ${localePaths[target].prices} and back`, async ({
    page,
  }, testInfo) => {
    const problems = recordPageProblems(page);
    await page.goto(paths.prices);
    const expectInPlace = await startClientSession(page);

    await switchLanguage(page, testInfo, locale);
    await expect(page).toHaveURL(localePaths[target].prices);
    await expect(heading(page)).toHaveText(contentOf[target].prices.page.title);
    // Screen readers and hyphenation follow <html lang>, so it must change with the page.
    await expect(page.locator("html")).toHaveAttribute("lang", localeSettings[target].htmlLang);
    await expectInPlace();

    await switchLanguage(page, testInfo, target);
    await expect(page).toHaveURL(paths.prices);
    await expect(heading(page)).toHaveText(prices.page.title);
    await expect(page.locator("html")).toHaveAttribute("lang", localeSettings[locale].htmlLang);
    await expectInPlace();
    expect(problems).toEqual([]);
  });
}

/** Follows the language switch of a page in `from`: in the header, or on a phone in its menu. */
async function switchLanguage(page: Page, testInfo: TestInfo, from: Locale) {
  const { languageSwitch, headerLabels } = contentOf[from].chrome;
  const scope = isPhone(testInfo)
    ? await openHeaderNav(page, testInfo, from)
    : page.getByRole("banner");
  await scope.getByRole("link", { name: languageSwitch.label, exact: true }).click();
  if (isPhone(testInfo)) {
    // The menu closes shortly after the choice, so the next page's button is reachable again.
    await expect(page.getByRole("navigation", { name: headerLabels.phoneMenu })).toBeHidden();
  }
}
