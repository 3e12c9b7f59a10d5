import AxeBuilder from "@axe-core/playwright";
import { test, type Page } from "@playwright/test";

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

/**
 * axe's violations on the page as it is now, each with the elements at fault. axe works out the
 * colours behind every piece of text: on the price page's 23 tables that takes a two-core machine
 * up to half a minute, so a test that calls it has three times the usual time.
 */
export async function axeViolations(page: Page) {
  test.slow();
  const results = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
  }));
}
