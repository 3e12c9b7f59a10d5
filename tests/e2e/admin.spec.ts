import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { contentFileNames, CONTENT_DIR } from "~/content/data";
import {
  ADMIN_PATH,
  expandItem,
  LOCAL_REPOSITORY_BUTTON,
  pickRepositoryFromOpfs,
  readRepositoryFile,
  scrollUntilVisible,
  writeRepository,
} from "./support/admin.ts";
import { CLIENT_DIR } from "./support/build.ts";

// The browser editor at /admin (Sveltia CMS) on the production build: it opens on its own origin
// alone, and a save in local repository mode changes exactly what the editor changed.

const ICON_FONT = "/admin/fonts/material-symbols-outlined-latin-wght-normal.woff2";

interface CspViolation {
  directive: string;
  blocked: string;
}

/** Records the page's CSP violations, as the browser reports them to the page. */
async function recordCspViolations(page: Page): Promise<() => Promise<CspViolation[]>> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: CspViolation[] }).cspViolations);
}

test("opens on its entry screen, offering the local repository, with no other origin reached", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const elsewhere = (url: string) => /^https?:/.test(url) && new URL(url).origin !== origin;
  const pageErrors: string[] = [];
  const answeredElsewhere: string[] = [];
  const failedElsewhere: { url: string; reason: string }[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("response", (response) => {
    if (elsewhere(response.url())) answeredElsewhere.push(response.url());
  });
  page.on("requestfailed", (request) => {
    if (elsewhere(request.url())) {
      failedElsewhere.push({ url: request.url(), reason: request.failure()?.errorText ?? "" });
    }
  });
  const violations = await recordCspViolations(page);
  const iconFont = page.waitForResponse((response) => response.url() === `${origin}${ICON_FONT}`);

  await page.goto(ADMIN_PATH);
  await expect(page.getByRole("button", { name: LOCAL_REPOSITORY_BUTTON })).toBeVisible();
  // The icons: the site's copy of the font loads, and is the face the page draws with.
  expect((await iconFont).status()).toBe(200);
  await page.evaluate(() => document.fonts.ready);
  const iconFaces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replaceAll('"', "") === "Material Symbols Outlined")
      .map((face) => face.status),
  );
  expect(iconFaces).toContain("loaded");

  const blocked = await violations();
  test
    .info()
    .annotations.push({ type: "blocked by the CSP", description: JSON.stringify(blocked) });
  expect(pageErrors).toEqual([]);
  // Nothing from another origin arrives: what the CMS asks of a CDN or a status service is
  // refused by the page's policy before it leaves the browser.
  expect(answeredElsewhere).toEqual([]);
  for (const { url, reason } of failedElsewhere) {
    expect(reason, url).toMatch(/csp/i);
  }
  // It does ask (its fonts from a CDN); the policy is what stops it.
  expect(blocked.map(({ directive }) => directive)).toContain("font-src");
  for (const { blocked: url } of blocked) {
    expect(url.startsWith(origin), `${url} is another origin or scheme`).toBe(false);
  }
});

test("is not in the sitemap and asks crawlers not to index it", () => {
  const sitemap = readFileSync(`${CLIENT_DIR}sitemap.xml`, "utf8");
  expect(sitemap).not.toContain(ADMIN_PATH);
  const html = readFileSync(`${CLIENT_DIR}admin.html`, "utf8");
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
});

test.describe("in a time zone far from UTC", () => {
  test.use({ timezoneId: "Pacific/Kiritimati" });

  test("saves a date, a price and a German word as changes of those lines alone, spaces and quotes kept", async ({
    page,
  }) => {
    test.slow();
    const files = Object.fromEntries(
      contentFileNames().map((file) => [
        `content/${file}`,
        readFileSync(`${CONTENT_DIR}/${file}`, "utf8"),
      ]),
    );
    await pickRepositoryFromOpfs(page);
    await page.goto(ADMIN_PATH);
    await writeRepository(page, files);
    await page.getByRole("button", { name: LOCAL_REPOSITORY_BUTTON }).click();

    // The valid-from date (a date picker, in a time zone 14 hours from UTC, where a date that went
    // through a time of day would shift) and a price: BOP ETL, up to 10k users.
    await page.getByText("Price list: tiers and prices").click();
    await page.getByLabel("Valid from").and(page.locator("input[type=date]")).fill("2026-07-01");
    await expandItem(page, "bop");
    await expandItem(page, "bop-etl");
    const price = page.getByRole("spinbutton", { name: "Up to 10k" });
    await scrollUntilVisible(page, price);
    await price.fill("210000");
    await page.getByRole("button", { name: "Save" }).click();
    const priceList = files["content/price-list.yaml"] ?? "";
    await expect
      .poll(() => readRepositoryFile(page, "content/price-list.yaml"))
      .toBe(
        priceList
          .replace(/^validFrom: .*$/m, "validFrom: 2026-07-01")
          .replace(/(bop-etl\n {8}prices:\n(?: {10}.*\n)*? {10}upTo10k: )\d+/, "$1210000"),
      );

    // Words: the German page title, beside the English one.
    // The editor may still be finishing the save and let a change of address go by: ask again
    // until the collection shows.
    // It may also move on after the first try: the whole way to the German title is tried
    // again until it holds.
    const titles = page.getByRole("textbox", { name: "Title", exact: true });
    await expect(async () => {
      await page.goto(`${ADMIN_PATH}#/collections/words`);
      await page.getByText("Prices page").click({ timeout: 2_000 });
      await expect(titles).toHaveCount(2, { timeout: 2_000 });
    }).toPass();
    await titles.last().fill("Preisliste");
    await page.getByRole("button", { name: "Save" }).click();
    const german = files["content/de/prices.yaml"] ?? "";
    await expect
      .poll(() => readRepositoryFile(page, "content/de/prices.yaml"))
      .toBe(german.replace(/^ {2}title: .*$/m, "  title: Preisliste"));
    expect(await readRepositoryFile(page, "content/en/prices.yaml")).toBe(
      files["content/en/prices.yaml"],
    );
  });
});
