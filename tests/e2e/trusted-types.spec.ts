import { expect, test, type Page } from "@playwright/test";
import { recordPageProblems } from "./support/page-errors.ts";
import { waitForHydration } from "./support/site.ts";
import {
  compareRadio,
  counted,
  estimateSummary,
  KNOWN,
  pickerCheckbox,
  priceLanguage,
  usersInput,
} from "./support/price-explorer.ts";

// Issue 27, item 6: the explorer works under Trusted Types with no policy, without a violation.

/** The violations of the page's policy reported so far, as "directive: sample". */
function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test("an estimate is made under Trusted Types without a violation", async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective}: ${event.sample}`),
    );
  });
  const problems = recordPageProblems(page);
  // The explorer writes the same DOM in either language: German.
  const language = priceLanguage("de");
  await page.goto(language.path);
  await waitForHydration(page);
  await usersInput(page, language).fill(KNOWN.users);
  for (const id of KNOWN.offerings) await pickerCheckbox(page, language, id).check();
  await compareRadio(page, language).check();
  await expect(estimateSummary(page, language)).toContainText(
    counted(language.content.explorer.estimate.total, KNOWN.offerings.length, language),
  );
  await page.goBack();
  await expect(compareRadio(page, language)).not.toBeChecked();
  expect(await violations(page)).toEqual([]);
  expect(problems).toEqual([]);

  // The policy (server/security-headers.test.ts) is enforced and a violation would be seen.
  const refused = await page.evaluate(() => {
    try {
      document.createElement("div").innerHTML = "<b>x</b>";
      return false;
    } catch (error) {
      return error instanceof TypeError;
    }
  });
  expect(refused).toBe(true);
  expect(await violations(page)).toEqual(["require-trusted-types-for: Element innerHTML|<b>x</b>"]);
});
