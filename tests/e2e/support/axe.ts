import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from "./viewport.ts";

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

/** axe's minified build: 654 KB to send and compile, where the package's `axe.source` is 1.48 MB. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

type Violations = { rule: string; help: string; nodes: string[] }[];

/** Which rules a run checks: those of some tags, or some rules by name. */
type RunOnly = { type: "tag" | "rule"; values: string[] };

/** axe's source goes in once per document: AxeBuilder compiles it (half a second) every run. */
async function violationsOf(page: Page, runOnly: RunOnly, include?: string): Promise<Violations> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ runOnly, include }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      // Only the violations: passes and inapplicable rules would send many times the data back.
      const results = await axe.run(include ?? document, { runOnly, resultTypes: ["violations"] });
      return results.violations.map((violation) => ({
        rule: violation.id,
        help: violation.help,
        nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
      }));
    },
    { runOnly, include },
  );
}

/** The rules of these tags that read colours, as the axe in the page names them. */
function colourRulesOf(page: Page, tags: string[]): Promise<string[]> {
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import("axe-core") }).axe
        .getRules(tags)
        .filter((rule) => rule.tags.includes("cat.color"))
        .map((rule) => rule.ruleId),
    tags,
  );
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

/** All rules in the light scheme, the colour rules in the dark one; slow (23 tables' colours). */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  test.slow();
  await page.emulateMedia({ colorScheme: "light" });
  await settleTransitions(page);
  expect(
    await violationsOf(page, { type: "tag", values: RULE_TAGS }, include),
    "light scheme",
  ).toEqual([]);

  const colourRules = await colourRulesOf(page, RULE_TAGS);
  expect(colourRules).toContain("color-contrast");
  await page.emulateMedia({ colorScheme: "dark" });
  await settleTransitions(page);
  expect(
    await violationsOf(page, { type: "rule", values: colourRules }, include),
    "dark scheme",
  ).toEqual([]);
}

/** At the phone's width and the desktop's, where the page is left: the layout follows width alone. */
export async function expectNoAxeViolationsAtBothWidths(
  page: Page,
  include?: string,
): Promise<void> {
  for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
    await test.step(`at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, include);
    });
  }
  await page.setViewportSize(DESKTOP_VIEWPORT);
}
