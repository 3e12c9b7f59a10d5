import { expect, test, type Page } from "@playwright/test";
import { recordPageProblems } from "./support/page-errors.ts";
import { waitForHydration } from "./support/site.ts";
import {
  compareRadio,
  estimateSummary,
  KNOWN,
  pickerCheckbox,
  PRICE_LANGUAGES,
  usersInput,
} from "./support/price-explorer.ts";

/**
 * Issue 27, item 6: the price pages require Trusted Types with no policy, and the explorer works
 * under them with no violation: every string that reaches a DOM sink would be refused.
 */

/** The violations of the page's policy reported so far, as "directive: sample". */
function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

const REQUIRED = ["require-trusted-types-for 'script'", "trusted-types 'none'"];

test("an estimate is made under Trusted Types without a violation, in both languages", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective}: ${event.sample}`),
    );
  });
  const problems = recordPageProblems(page);
  for (const language of PRICE_LANGUAGES) {
    await test.step(language.path, async () => {
      const response = await page.goto(language.path);
      const policy = (await response?.headerValue("content-security-policy")) ?? "";
      expect(policy.split("; ")).toEqual(expect.arrayContaining(REQUIRED));
      await waitForHydration(page);
      await usersInput(page, language).fill(KNOWN.users);
      for (const id of KNOWN.offerings) await pickerCheckbox(page, language, id).check();
      await compareRadio(page, language).check();
      await expect(estimateSummary(page, language)).toContainText(
        language.content.explorer.estimate.total,
      );
      await page.goBack();
      await expect(compareRadio(page, language)).not.toBeChecked();
      expect(await violations(page)).toEqual([]);
    });
  }
  expect(problems).toEqual([]);

  // The policy is enforced, and a violation would be seen: a string handed to innerHTML is
  // refused, and reported.
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
