// `npm run test:lighthouse`: scripts/lighthouse/collect.mjs makes one Lighthouse run per page of the
// production server, with Lighthouse's default (phone) settings, and asserts Accessibility, Best
// Practices and SEO at 100. Accessibility is Lighthouse's own choice of axe's rules; the end-to-end
// suite runs all of WCAG 2.2 AA's at both widths and in both schemes (tests/e2e/a11y.spec.ts). Best
// Practices and SEO read the same page at any width.
// `lhci assert` loads this file with require(), which Node allows for an ES module: it reads `ci`.
import defaultConfig from "lighthouse/core/config/default-config.js";
import {
  GATE_PAGES,
  NOT_FOUND_PAGES,
  basePort,
  collectOptions,
} from "./scripts/lighthouse/collect-common.mjs";
import { escapeRegExp } from "./scripts/lib/escape-regexp.mjs";
import { BUILD } from "./scripts/lighthouse/bench-setup.mjs";
import { requireNodeFloor } from "./server/node-version.mjs";

requireNodeFloor("Lighthouse CI");

const CATEGORIES = ["accessibility", "best-practices", "seo"];
const port = basePort();

/**
 * What a 404 page does by design and Lighthouse counts against it: it logs its own error and the
 * browser logs the status (Best Practices' console errors), and it is sent with status 404,
 * `noindex` and no description, as no search engine should list it (SEO).
 */
const NOT_FOUND_BY_DESIGN = [
  "errors-in-console",
  "http-status-code",
  "is-crawlable",
  "meta-description",
];

/**
 * Lighthouse rounds a category's score to two decimals, so one failed audit of weight 1 among the
 * 404 of Accessibility still shows 1.00: every audit that carries weight is asserted as well.
 * The list comes from the Lighthouse that collects the runs (one copy: package.json pins it).
 */
function weightedAudits(categories) {
  return categories.flatMap((id) =>
    defaultConfig.categories[id].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
  );
}

const atHundred = (ids) => ids.map((id) => [id, ["error", { minScore: 1 }]]);
const notFoundUrl = `(?:${NOT_FOUND_PAGES.map(escapeRegExp).join("|")})$`;

export const ci = {
  collect: collectOptions({
    urls: GATE_PAGES.map((page) => `http://127.0.0.1:${port}${page}`),
    startServerCommand: `PORT=${port} SITE_CLIENT_DIR=${JSON.stringify(BUILD.root)} node server/serve.mjs`,
    readyPattern: "Tesseris site at",
    // These categories do not depend on timing: one run per page and preset decides, and two run
    // at a time.
    numberOfRuns: 1,
    lanes: 2,
    headlessShell: true,
    settings: {
      onlyCategories: CATEGORIES,
      // The full-page screenshot only feeds the report's thumbnails and costs a second a run.
      disableFullPageScreenshot: true,
      // Lighthouse stops at a page sent with an error status; the 404 page is one on purpose. Any
      // other page sent so still fails, on SEO's status audit.
      ignoreStatusCode: true,
    },
  }),
  assert: {
    assertMatrix: [
      {
        matchingUrlPattern: `^(?!.*${notFoundUrl})`,
        assertions: Object.fromEntries([
          ...atHundred(CATEGORIES.map((id) => `categories:${id}`)),
          ...atHundred(weightedAudits(CATEGORIES)),
        ]),
      },
      {
        matchingUrlPattern: notFoundUrl,
        assertions: Object.fromEntries([
          ...atHundred(["categories:accessibility"]),
          ...atHundred(
            weightedAudits(CATEGORIES).filter((id) => !NOT_FOUND_BY_DESIGN.includes(id)),
          ),
        ]),
      },
    ],
  },
};
