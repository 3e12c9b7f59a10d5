// `npm run test:lighthouse`: scripts/lighthouse/collect.mjs makes one Lighthouse run per page of the
// production server,
// with Lighthouse's default (phone) settings, and asserts Accessibility, Best Practices and SEO at
// 100. The phone is the width axe sees nowhere else; at the desktop's, axe runs in the end-to-end
// suite (tests/e2e/a11y.spec.ts), and Best Practices and SEO read the same page at any width.
// `lhci assert` loads this file with require(), which Node allows for an ES module: it reads `ci`.
import defaultConfig from "lighthouse/core/config/default-config.js";
import { GATE_PAGES, basePort, collectOptions } from "./scripts/lighthouse/collect-common.mjs";
import { requireNodeFloor } from "./server/node-version.mjs";

requireNodeFloor("Lighthouse CI");

const CATEGORIES = ["accessibility", "best-practices", "seo"];
const port = basePort();

/**
 * Lighthouse rounds a category's score to two decimals, so one failed audit of weight 1 among the
 * 404 of Accessibility still shows 1.00: every audit that carries weight is asserted as well.
 * The list comes from the Lighthouse that collects the runs (one copy: package.json pins it).
 */
function weightedAudits() {
  return CATEGORIES.flatMap((id) =>
    defaultConfig.categories[id].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
  );
}

export const ci = {
  collect: collectOptions({
    urls: GATE_PAGES.map((page) => `http://127.0.0.1:${port}${page}`),
    startServerCommand: `PORT=${port} node server/serve.mjs`,
    readyPattern: "Tesseris site at",
    // These categories do not depend on timing: one run per page and preset decides, and two run
    // at a time.
    numberOfRuns: 1,
    lanes: 2,
    headlessShell: true,
    // The full-page screenshot only feeds the report's thumbnails and costs a second a run.
    settings: { onlyCategories: CATEGORIES, disableFullPageScreenshot: true },
  }),
  assert: {
    assertions: Object.fromEntries([
      ...CATEGORIES.map((id) => [`categories:${id}`, ["error", { minScore: 1 }]]),
      ...weightedAudits().map((id) => [id, ["error", { minScore: 1 }]]),
    ]),
  },
};
