import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const RULE_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22a",
  "wcag22aa",
  "best-practice",
];

type Violations = { rule: string; help: string; nodes: string[] }[];

async function violationsOf(builder: AxeBuilder): Promise<Violations> {
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
  }));
}

/** Resolves when no colour is between two values: a transition would give axe a colour no one sees. */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ).then(() => undefined),
  );
}

/**
 * Checks the page as it is now, or the part of it `include` selects (a dialog or menu just
 * opened, when the page around it has had its own check), in both colour schemes: every rule
 * in the light scheme, and in the dark one the rules that read colours. Dark mode swaps the
 * colour variables and nothing else (app/app.css), so no other rule can find anything new there.
 * axe works out the colours behind every piece of text: on the price page's 23 tables that takes
 * a two-core machine many seconds, so a test that calls this has three times the usual time.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  test.slow();
  const builder = () => {
    // Legacy mode runs axe in the page alone. The default opens a blank page for every run to
    // merge the results of frames, which these pages do not have, and takes twice as long here.
    const axe = new AxeBuilder({ page }).setLegacyMode(true);
    return include ? axe.include(include) : axe;
  };
  await page.emulateMedia({ colorScheme: "light" });
  await settleTransitions(page);
  expect(await violationsOf(builder().withTags(RULE_TAGS)), "light scheme").toEqual([]);

  // The axe the light run injected names the rules of these tags that read colours.
  const colourRules = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { getRules(tags: string[]): { ruleId: string; tags: string[] }[] };
        }
      ).axe
        .getRules(tags)
        .filter((rule) => rule.tags.includes("cat.color"))
        .map((rule) => rule.ruleId),
    RULE_TAGS,
  );
  expect(colourRules).toContain("color-contrast");
  await page.emulateMedia({ colorScheme: "dark" });
  await settleTransitions(page);
  expect(await violationsOf(builder().withRules(colourRules)), "dark scheme").toEqual([]);
}
