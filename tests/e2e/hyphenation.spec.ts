import { expect, test } from "@playwright/test";
import { localePaths } from "~/content/paths";
import { softHyphenLeaks } from "./support/soft-hyphens.ts";
import { waitForHydration } from "./support/site.ts";
import { priceSections } from "./support/content.ts";

// Words broken without a hyphen, and text spilling from its box, are checked on every page at
// 320, 375 and 1280 px with the rest of the layout (layout.spec.ts).

test.describe("soft hyphens stay in the text a reader sees", () => {
  const firstOffering = priceSections[0]?.offerings[0]?.id ?? "";
  // Every German page as it opens: layout.spec.ts's walk; here the explorer's states.
  const states = [
    // The comparison table, a chosen tier and an estimate with its mail link.
    `${localePaths.de.prices}?users=8000&view=compare&offerings=${firstOffering}`,
    `${localePaths.de.prices}?users=8000&offerings=${firstOffering}`,
  ];

  test("no German explorer state has one in its title, meta, attributes or accessible names", async ({
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

  test("the German price list download has none", async ({ request }) => {
    const csv = await (await request.get(localePaths.de.priceListCsv)).text();
    expect(csv).toContain("registrierte Benutzer");
    expect(csv).not.toContain("\u00ad");
  });
});
