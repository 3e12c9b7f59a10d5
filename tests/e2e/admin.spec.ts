import { expect, test, type Locator, type Page } from "@playwright/test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { loadContentData } from "~/content/data";
import { DEFAULT_LOCALE, locales } from "~/content/locales";
import { SIGN_IN_OFF_NOTE } from "../../integrations/admin/admin-page.ts";
import { cmsConfig } from "../../integrations/admin/cms-config.ts";
import {
  ADMIN_PATH,
  cmsWords,
  contentFiles,
  listRepositoryFolder,
  openCollection,
  openEditor,
  pane,
  recordCspViolations,
  recordElsewhere,
  SIGN_IN,
  fillIn,
  languageName,
  languagePane,
  readRepositoryFile,
  reveal,
} from "./support/admin.ts";
import {
  EDITOR_DELETES,
  EDITOR_SAVES_DIR,
  filesOf,
  MOVED_DOWN,
  NEW_OFFERING,
  NEW_PRODUCT,
  REMOVED_OFFERING,
} from "../editor-saves.ts";
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
    const files = contentFiles();
    await openEditor(page, files);
    await expect(page.getByText(SIGN_IN_OFF_NOTE)).toBeHidden();

    // A date: 14 hours from UTC, a date that went through a time of day would shift.
    await page.getByText("Price list: validity and tiers").click();
    await page.getByLabel("Valid from").and(page.locator("input[type=date]")).fill("2026-07-01");
    await page.getByRole("button", { name: "Save" }).click();
    const priceList = files["content/price-list.yaml"] ?? "";
    await expect
      .poll(() => readRepositoryFile(page, "content/price-list.yaml"))
      .toBe(priceList.replace(/^validFrom: .*$/m, "validFrom: 2026-07-01"));

    // A price, the same in every language's file of the offering.
    await openCollection(page, "Price list offerings");
    await page.getByRole("gridcell", { name: "BOP ETL", exact: true }).click();
    const english = pane(page, "English");
    await fillIn(english, english.getByRole("spinbutton", { name: "Up to 10k" }), "210000");
    await page.getByRole("button", { name: "Save" }).click();
    for (const file of filesOf("offerings", "bop-etl")) {
      await expect
        .poll(() => readRepositoryFile(page, file))
        .toBe(files[file]?.replace(/^ {2}upTo10k: \d+$/m, "  upTo10k: 210000"));
    }

    // The German page title, beside the English one. The editor may still be finishing the save
    // and drop a change of address, so the whole way there is tried until it holds.
    const titles = page.getByRole("textbox", { name: "Title", exact: true });
    await expect(async () => {
      // Once open, the editor stays; its languages' files may take a moment to show.
      if ((await titles.count()) !== 2) {
        await page.goto(`${ADMIN_PATH}#/collections/words`);
        await page.getByText("Prices page").click({ timeout: 5_000 });
      }
      await expect(titles).toHaveCount(2, { timeout: 5_000 });
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

// Each thing is an entry with its words in every language (tests/editor-saves.ts): what the editor
// writes for each change is held to the files release-build.spec.ts builds and finds on the pages.
test.describe("an owner adds, removes and reorders things", () => {
  const words = cmsWords("en-US");

  /** The editor on the suite's content, at a collection; the files as they were. */
  async function editorAt(page: Page, collection: string) {
    const files = contentFiles();
    await openEditor(page, files);
    await openCollection(page, collection);
    return files;
  }

  /** The clone's files now, with the changes' files checked against (or written to) the saves. */
  async function expectSaved(page: Page, original: Record<string, string>, changed: string[]) {
    const updating = ["all", "changed"].includes(test.info().config.updateSnapshots);
    for (const file of changed) {
      const saved = join(EDITOR_SAVES_DIR, file);
      // A file the editor rewrites reads as it was until the save lands: wait for the save.
      const current = () => readRepositoryFile(page, file);
      if (updating) {
        await expect
          .poll(async () => [null, original[file]].includes(await current()), { message: file })
          .toBe(false);
        mkdirSync(dirname(saved), { recursive: true });
        writeFileSync(saved, (await current()) ?? "");
      }
      await expect.poll(current, { message: file }).toBe(readFileSync(saved, "utf8"));
    }
    // Nothing else changed (a renumbering of the other entries would show here).
    for (const [file, text] of Object.entries(original)) {
      if (!changed.includes(file) && !EDITOR_DELETES.includes(file)) {
        expect(await readRepositoryFile(page, file), file).toBe(text);
      }
    }
  }

  test("adds an offering with its prices and a title in each language, and refuses a wrong one", async ({
    page,
  }) => {
    test.slow();
    const files = await editorAt(page, "Price list offerings");
    await page.getByRole("button", { name: words.create_new_entry }).click();
    const english = pane(page, "English");
    await fillIn(english, english.getByRole("textbox", { name: "Title" }), NEW_OFFERING.title.en);
    await english.getByRole("radio", { name: NEW_OFFERING.section.title, exact: true }).check();
    const prices = Object.entries(NEW_OFFERING.prices);
    const price = (index: number) => english.getByRole("spinbutton").nth(index);
    for (const [index, [, value]] of prices.entries()) {
      await fillIn(english, price(index), String(value));
    }
    await page.getByRole("textbox", { name: "Slug" }).fill(NEW_OFFERING.id);

    // Refused, with a message, and nothing written: no German title, a price below 0, a fraction.
    await fillIn(english, price(0), "-5");
    await fillIn(english, price(3), "12.5");
    await page.getByRole("button", { name: "Save" }).click();
    const { validation } = words as unknown as { validation: Record<string, unknown> };
    const belowZero = (validation.range_underflow as Record<string, string>).number ?? "";
    await expect(page.getByText(String(validation.value_missing))).toBeVisible();
    await expect(page.getByText(belowZero.replace("{$min}", "0"))).toBeVisible();
    await expect(page.getByText("must be a whole number of euros")).toBeVisible();
    const [englishFile = "", germanFile = ""] = filesOf("offerings", NEW_OFFERING.id);
    expect(await readRepositoryFile(page, englishFile)).toBeNull();
    expect(await readRepositoryFile(page, germanFile)).toBeNull();

    await fillIn(english, price(0), String(NEW_OFFERING.prices.upTo5k));
    await fillIn(english, price(3), String(NEW_OFFERING.prices.over50k));
    for (const locale of locales.filter((each) => each !== DEFAULT_LOCALE)) {
      const words = await languagePane(page, languageName(locale));
      await fillIn(
        words,
        words.getByRole("textbox", { name: "Title" }),
        NEW_OFFERING.title[locale],
      );
    }
    await page.getByRole("button", { name: "Save" }).click();
    await expectSaved(page, files, filesOf("offerings", NEW_OFFERING.id));
  });

  test("adds a product with its words in each language", async ({ page }) => {
    test.slow();
    const files = await editorAt(page, "Products");
    await page.getByRole("button", { name: words.create_new_entry }).click();
    for (const locale of locales) {
      const words = await languagePane(page, languageName(locale));
      const field = (name: string) => words.getByRole("textbox", { name, exact: true }).first();
      await fillIn(words, field("Title"), NEW_PRODUCT.title[locale]);
      await fillIn(words, field("Description"), NEW_PRODUCT.description[locale]);
      const eyebrow = words.getByRole("textbox", { name: /^Eyebrow/ });
      await fillIn(words, eyebrow, NEW_PRODUCT.eyebrow[locale]);
      const { picture } = NEW_PRODUCT;
      await (await reveal(words, words.getByRole("checkbox", { name: /^Add .?Picture/ }))).check();
      const fields: [Locator, string][] = [
        [words.getByRole("textbox", { name: /^Picture file/ }), picture.src],
        [words.getByRole("spinbutton", { name: /^Width/ }), String(picture.width)],
        [words.getByRole("spinbutton", { name: /^Height/ }), String(picture.height)],
        [words.getByRole("textbox", { name: /^What the picture shows/ }), picture.alt[locale]],
      ];
      for (const [each, value] of fields) await fillIn(words, each, value);
      const features = words.getByRole("group", { name: /^“\u2068?Features\u2069?” Field$/ });
      for (const [index, feature] of NEW_PRODUCT.features[locale].entries()) {
        await (await reveal(words, features.getByRole("button", { name: /^Add / }))).click();
        const title = features.getByRole("textbox", { name: "Title" }).nth(index);
        await fillIn(words, title, feature);
      }
    }
    const english = pane(page, "English");
    for (const option of [NEW_PRODUCT.category, NEW_PRODUCT.layout]) {
      const radio = english.getByRole("radio", { name: option, exact: true });
      await (await reveal(english, radio)).check();
    }
    await page.getByRole("textbox", { name: "Slug" }).fill(NEW_PRODUCT.slug);
    await page.getByRole("button", { name: "Save" }).click();
    await expectSaved(page, files, filesOf("products", NEW_PRODUCT.slug));
  });

  test("keeps an offering's id, removes an offering, and moves one down its section", async ({
    page,
  }) => {
    test.slow();
    const files = await editorAt(page, "Price list offerings");
    const title = (id: string) => loadContentData().text.en.prices.offerings[id] ?? id;
    await page.getByRole("gridcell", { name: title(REMOVED_OFFERING), exact: true }).click();
    await page.getByRole("button", { name: "Show Editor Options" }).click();
    // An id is fixed once the entry exists: links, CSV files and mails name offerings by it.
    await expect(page.getByRole("menuitem", { name: words.edit_slug })).toBeDisabled();
    await page.getByRole("menuitem", { name: words.delete }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: words.delete }).click();
    for (const file of EDITOR_DELETES) {
      await expect.poll(() => readRepositoryFile(page, file)).toBeNull();
    }

    await openCollection(page, "Price list offerings");
    await page.getByRole("button", { name: words.reorder_entries }).click();
    const row = page.getByRole("row").filter({
      has: page.getByRole("gridcell", { name: title(MOVED_DOWN.id), exact: true }),
    });
    await row.getByRole("button", { name: words.move_down }).click();
    await page.getByRole("button", { name: words.done }).click();
    await expectSaved(page, files, [
      ...filesOf("offerings", MOVED_DOWN.id),
      ...filesOf("offerings", MOVED_DOWN.below),
    ]);
    expect(await listRepositoryFolder(page, "content/en/offerings")).not.toContain(
      `${REMOVED_OFFERING}.yaml`,
    );
  });
});
