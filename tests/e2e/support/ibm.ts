import { expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** IBM's Equal Access engine (accessibility-checker-engine), which runs offline in the page. */
const ENGINE = readFileSync(
  createRequire(import.meta.url).resolve("accessibility-checker-engine/ace.js"),
  "utf8",
);

interface EngineResult {
  ruleId: string;
  value: [string, string];
  path: { dom: string };
  message: string;
}

/** No IBM Equal Access violation in `selector`; run by the tool, as the CSP refuses page scripts. */
export async function expectNoIbmViolations(page: Page, selector: string): Promise<void> {
  await page.evaluate(`${ENGINE};globalThis.__ace = ace;`);
  const results = await page.evaluate(async (scope) => {
    const engine = (globalThis as unknown as { __ace: { Checker: new () => unknown } }).__ace;
    const checker = new engine.Checker() as {
      check: (node: Element, rules: string[]) => Promise<{ results: EngineResult[] }>;
    };
    const target = document.querySelector(scope);
    if (!target) throw new Error(`nothing matches ${scope}`);
    const report = await checker.check(target, ["IBM_Accessibility"]);
    return report.results
      .filter((result) => result.value[0] === "VIOLATION" && result.value[1] === "FAIL")
      .map((result) => `${result.ruleId} at ${result.path.dom}: ${result.message}`);
  }, selector);
  expect(results).toEqual([]);
}
