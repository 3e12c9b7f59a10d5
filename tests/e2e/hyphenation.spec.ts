import { expect, test } from "@playwright/test";
import { pagePaths, pagePathsOf } from "~/content/pages";
import { priceSections } from "~/content/price-list";
import { localePaths } from "~/content/paths";
import { boxesOverflowing, wordsBrokenWithoutHyphen } from "../../scripts/lib/word-breaks.mjs";
import { softHyphenLeaks } from "./support/soft-hyphens";
import { waitForHydration } from "./support/site";
import { isPhone } from "./support/viewport";

/** The phone widths long German words have to fit: the narrowest phone, and the phone project's. */
const PHONE_WIDTHS = [320, 375];

for (const width of PHONE_WIDTHS) {
  test.describe(`every page at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const path of pagePaths) {
      test(`${path} breaks long words only with a hyphen, and no text spills out of its box`, async ({
        page,
      }, testInfo) => {
        test.skip(!isPhone(testInfo), "phone widths, taken once");
        await page.goto(path);
        await waitForHydration(page);
        // Debian's Chromium has no hyphenation dictionary: without soft hyphens in the text,
        // "Datenschutzerklärung" breaks as "Datenschutzer" / "klärung".
        expect(await page.evaluate(wordsBrokenWithoutHyphen)).toEqual([]);
        expect(await page.evaluate(boxesOverflowing)).toEqual([]);
      });
    }
  });
}

test.describe("soft hyphens stay in the text a reader sees", () => {
  const firstOffering = priceSections[0]?.offerings[0]?.id ?? "";
  const states = [
    ...pagePathsOf("de"),
    // The comparison table, a chosen tier and an estimate with its mail link.
    `${localePaths.de.prices}?users=8000&view=compare&offerings=${firstOffering}`,
    `${localePaths.de.prices}?users=8000&offerings=${firstOffering}`,
  ];

  for (const path of states) {
    test(`${path} has none in its title, meta, attributes or accessible names`, async ({
      page,
    }, testInfo) => {
      test.skip(isPhone(testInfo), "one width is enough: the same markup");
      await page.goto(path);
      await waitForHydration(page);
      expect(await softHyphenLeaks(page)).toEqual([]);
    });
  }

  test("the German price list download has none", async ({ request }, testInfo) => {
    test.skip(isPhone(testInfo), "not a matter of width");
    const csv = await (await request.get(localePaths.de.priceListCsv)).text();
    expect(csv).toContain("registrierte Benutzer");
    expect(csv).not.toContain("\u00ad");
  });
});
