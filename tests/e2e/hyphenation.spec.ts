import { expect, test } from "@playwright/test";
import { withoutBreakMarks } from "~/content/break-marks";
import { localeSettings } from "~/content/locales";
import { localePaths } from "~/content/paths";
import { softHyphenLeaks } from "./support/soft-hyphens.ts";
import { waitForHydration } from "./support/site.ts";
import { locales, priceSections } from "./support/content.ts";
import { priceLanguage, tierLabel } from "./support/price-explorer.ts";

// Words broken without a hyphen, and text spilling from its box, are checked on every page at
// 320, 375 and 1280 px with the rest of the layout (layout.spec.ts).

/** The languages whose line names hyphenation patterns: their long words get soft hyphens. */
const hyphenated = locales.filter((locale) => localeSettings[locale].typography.hyphenation);

test.describe("soft hyphens stay in the text a reader sees", () => {
  const firstOffering = priceSections[0]?.offerings[0]?.id ?? "";

  for (const locale of hyphenated) {
    const prices = localePaths[locale].prices;
    // Every page as it opens: layout.spec.ts's walk; here the explorer's states.
    const states = [
      // The comparison table, a chosen tier and an estimate with its mail link.
      `${prices}?users=8000&view=compare&offerings=${firstOffering}`,
      `${prices}?users=8000&offerings=${firstOffering}`,
    ];

    test(`no ${locale} explorer state has one in its title, meta, attributes or accessible names`, async ({
      page,
    }) => {
      for (const path of states) {
        await test.step(path, async () => {
          await page.goto(path);
          await waitForHydration(page);
          expect.soft(await softHyphenLeaks(page)).toEqual([]);
        });
      }
    });

    test(`the ${locale} price list download has none`, async ({ request }) => {
      const csv = await (await request.get(localePaths[locale].priceListCsv)).text();
      // The tiers' words, hyphenated on the page, whole in the file.
      const language = priceLanguage(locale);
      for (const { id } of language.content.tiers) {
        expect(csv).toContain(withoutBreakMarks(tierLabel(id, language)));
      }
      expect(csv).not.toContain("\u00ad");
    });
  }
});
