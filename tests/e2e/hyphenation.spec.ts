import { expect, test } from "@playwright/test";
import { pagePathsOf } from "./support/pages.ts";
import { localePaths } from "~/content/paths";
import { softHyphenLeaks } from "./support/soft-hyphens.ts";
import { waitForHydration } from "./support/site.ts";
import { priceSections } from "./support/content.ts";

// Words broken without a hyphen, and text spilling from its box, are checked on every page at
// 320, 375 and 1280 px with the rest of the layout (layout.spec.ts).

test.describe("soft hyphens stay in the text a reader sees", () => {
  const firstOffering = priceSections[0]?.offerings[0]?.id ?? "";
  const states = [
    ...pagePathsOf("de"),
    // The comparison table, a chosen tier and an estimate with its mail link.
    `${localePaths.de.prices}?users=8000&view=compare&offerings=${firstOffering}`,
    `${localePaths.de.prices}?users=8000&offerings=${firstOffering}`,
  ];

  // One browser page walks them all; each is a step, soft, so one leak hides no other.
  test("no German page or explorer state has one in its title, meta, attributes or accessible names", async ({
    page,
  }) => {
    test.slow(); // a walk through many pages
    for (const path of states) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForHydration(page);
        expect.soft(await softHyphenLeaks(page)).toEqual([]);
      });
    }
  });

  test("the German price list download has none", async ({ request }) => {
    const csv = await (await request.get(localePaths.de.priceListCsv)).text();
    expect(csv).toContain("registrierte Benutzer");
    expect(csv).not.toContain("\u00ad");
  });
});
