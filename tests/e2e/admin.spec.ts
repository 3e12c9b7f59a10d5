import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { contentFileNames, CONTENT_DIR } from "~/content/data";
import { SIGN_IN_OFF_NOTE } from "../../integrations/admin/admin-page.ts";
import { cmsConfig } from "../../integrations/admin/cms-config.ts";
import {
  ADMIN_PATH,
  cmsWords,
  expandItem,
  recordCspViolations,
  recordElsewhere,
  SIGN_IN,
  LOCAL_REPOSITORY_BUTTON,
  pickRepositoryFromOpfs,
  readRepositoryFile,
  scrollUntilVisible,
  writeRepository,
} from "./support/admin.ts";
import { CLIENT_DIR } from "./support/build.ts";
import { serveAsDeployed, type DeployedSite } from "./support/deployed-site.ts";
import { recordPageProblems } from "./support/page-errors.ts";

// The browser editor at /admin (Sveltia CMS) on the production build: it opens on its own origin
// alone, and a save in local repository mode changes exactly what the editor changed.

const ICON_FONT = "/admin/fonts/material-symbols-outlined-latin-wght-normal.woff2";

for (const { locale, words } of [
  { locale: "en-US", words: "en-US" },
  // Sveltia's German words come from this site: refused, a German browser asked again without end.
  { locale: "de-AT", words: "de" },
]) {
  test.describe(`in a browser set to ${locale}`, () => {
    test.use({ locale });

    test("offers local repository mode alone, says how to turn signing in on, and asks no other origin", async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? "").origin;
      const problems = recordPageProblems(page);
      const elsewhere = recordElsewhere(page, origin);
      const violations = await recordCspViolations(page);
      const iconFont = page.waitForResponse(
        (response) => response.url() === `${origin}${ICON_FONT}`,
      );

      await page.goto(ADMIN_PATH);
      await expect(
        page.getByRole("button", { name: cmsWords(words).work_with_local_repo }),
      ).toBeVisible();
      await expect(page.getByText(SIGN_IN_OFF_NOTE)).toBeVisible();
      // No way in that could not work: no repository is named (content/publishing.yaml).
      await expect(page.getByRole("button", { name: SIGN_IN })).toHaveCount(0);
      // The site's copy of the icon font loads, and is the face the page draws with.
      expect((await iconFont).status()).toBe(200);
      await page.evaluate(() => document.fonts.ready);
      const iconFaces = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.replaceAll('"', "") === "Material Symbols Outlined")
          .map((face) => face.status),
      );
      expect(iconFaces).toContain("loaded");

      // Its words, version check, fonts and logo come from this site; the policy refuses nothing.
      expect(elsewhere).toEqual([]);
      expect(await violations()).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}

test.describe("served as a deployed site (HTTPS, not localhost)", () => {
  test.use({ ignoreHTTPSErrors: true });
  let site: DeployedSite;
  test.beforeAll(async () => {
    site = await serveAsDeployed(CLIENT_DIR);
  });
  test.afterAll(() => site.close());

  test("with no repository, offers no way in that cannot work, and says how to turn signing in on", async ({
    page,
  }) => {
    const problems = recordPageProblems(page);
    const elsewhere = recordElsewhere(page, site.origin);
    const violations = await recordCspViolations(page);
    await page.goto(`${site.origin}${ADMIN_PATH}`);
    await expect(page.getByRole("heading", { name: cmsConfig().app_title })).toBeVisible();
    await expect(page.getByText(SIGN_IN_OFF_NOTE)).toBeVisible();
    // Local repository mode is the CMS's on localhost only; sign-in could not work.
    await expect(page.getByRole("button")).toHaveCount(0);
    expect(elsewhere).toEqual([]);
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
  });
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

    // A date (14 hours from UTC a date that went through a time of day would shift) and a price.
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

    // The German page title, beside the English one. The editor may still be finishing the save
    // and drop a change of address, so the whole way there is tried until it holds.
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
