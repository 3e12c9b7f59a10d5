import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { legalPages } from "~/content/legal";
import { productPages } from "~/content/product-details";
import { site } from "~/content/site";
import { HYDRATED_ATTRIBUTE } from "~/content/constants";
import { builtPages, CLIENT_DIR } from "./support/build";
import { recordPageProblems } from "./support/page-errors";
import { learnMoreLink, openHeaderNav, waitForHydration } from "./support/site";

/** The address that serves a prerendered file: `prices/index.html` is `/prices`. */
function addressOf(file: string): string {
  if (file === "index.html") return "/";
  return `/${file.replace(/\/index\.html$/, "")}`;
}

/** The stand-ins the server sends with status 404 for paths that match no page. */
const SERVED_AS_404 = new Set([
  "404/index.html",
  "solutions/_not-found/index.html",
  "de/404/index.html",
  "de/solutions/_not-found/index.html",
]);
const STATUS_404_LOGGED =
  "error: Failed to load resource: the server responded with a status of 404 (Not Found)";

/** What a page may log: Chromium reports a 404 document, and the 404 page logs its path (SPEC.md). */
function expectedProblems(file: string, address: string): string[] {
  return [
    ...(SERVED_AS_404.has(file) ? [STATUS_404_LOGGED] : []),
    ...(/^(de\/)?404[./]/.test(file) ? [`error: 404: no page exists at ${address}`] : []),
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

test("client-side navigation: home, a product, home, prices, a legal page, home", async ({
  page,
}, testInfo) => {
  const product = productPages[0];
  if (!product) throw new Error("no products");
  const problems = recordPageProblems(page);
  await page.goto("/");
  const expectInPlace = await startClientSession(page);

  await learnMoreLink(page, product.title).click();
  await expect(page).toHaveURL(`/solutions/${product.slug}`);
  await expect(heading(page)).toHaveText(product.title);
  await expectInPlace();

  await page.getByRole("link", { name: "Back to Home", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(heading(page)).toHaveText(site.hero.title);
  await expectInPlace();

  await (await openHeaderNav(page, testInfo)).getByRole("link", { name: "Prices" }).click();
  await expect(page).toHaveURL("/prices");
  await expect(heading(page)).toHaveText("Prices");
  await expectInPlace();

  await page
    .getByRole("navigation", { name: "Legal" })
    .getByRole("link", { name: "Terms", exact: true })
    .click();
  await expect(page).toHaveURL("/terms");
  await expect(heading(page)).toHaveText(legalPages.terms.title);
  await expectInPlace();

  await page.getByRole("banner").getByRole("link", { name: site.brand, exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(heading(page)).toHaveText(site.hero.title);
  await expectInPlace();

  expect(problems).toEqual([]);
});

test("client-side navigation: the 404 page's Return to Home", async ({ page }) => {
  await page.goto("/no/such/page");
  const expectInPlace = await startClientSession(page);

  await page.getByRole("link", { name: "Return to Home", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(heading(page)).toHaveText(site.hero.title);
  await expect(page.getByRole("banner")).toBeVisible();
  await expectInPlace();
});

test("client-side navigation: the unknown product's Back to Products", async ({ page }) => {
  const problems = recordPageProblems(page);
  await page.goto("/solutions/does-not-exist");
  const expectInPlace = await startClientSession(page);

  await page.getByRole("link", { name: "Back to Products", exact: true }).click();
  await expect(page).toHaveURL("/#solutions");
  await expect(heading(page)).toHaveText(site.hero.title);
  await expect(page.locator("#solutions")).toBeInViewport();
  await expectInPlace();
  expect(problems).toEqual([STATUS_404_LOGGED]);
});
