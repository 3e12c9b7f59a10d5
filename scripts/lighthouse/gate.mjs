// The Lighthouse quality gate (`npm run test:lighthouse`, part of `npm test`): accessibility,
// best practices and SEO must each score 100 on representative pages, on mobile and desktop.
// These categories do not depend on timing, so the result is the same on every machine.
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { BUILD_DIR, requireBuild, withLighthouse } from "./run.mjs";

// The home page, the price list and two product pages with different layouts.
const PAGES = ["/", "/prices", "/solutions/subopiere-su-bop-erp", "/solutions/citros"];

const PRESETS = [
  { name: "mobile", config: undefined },
  { name: "desktop", config: desktopConfig },
];

const CATEGORIES = [
  { id: "accessibility", label: "a11y" },
  { id: "best-practices", label: "bp" },
  { id: "seo", label: "seo" },
];

// Audits that cannot fail: they carry no score, or do not apply to the page.
const UNSCORED_MODES = new Set(["notApplicable", "informative", "manual"]);

const MAX_ITEMS = 8;
const MAX_TEXT = 240;

function clip(text) {
  const flat = String(text).replace(/\s+/g, " ").trim();
  return flat.length > MAX_TEXT ? `${flat.slice(0, MAX_TEXT - 1)}…` : flat;
}

/** One value of an audit's details table, as plain text. */
function describeValue(value) {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value !== "object") return String(value);
  switch (value.type) {
    case "node":
      return [value.selector, value.snippet, value.explanation].filter(Boolean).join(" ");
    case "source-location":
      return `${value.url}:${value.line + 1}:${value.column + 1}`;
    case "url":
    case "code":
    case "numeric":
    case "text":
      return String(value.value);
    case "link":
      return `${value.text} (${value.url})`;
    case "subitems":
      return value.items.map((item) => describeItem(item)).join("; ");
    default:
      return JSON.stringify(value);
  }
}

/** A row of an audit's details: its values in the order of the table's headings. */
function describeItem(item, headings = []) {
  const keys = headings.length > 0 ? headings.map((heading) => heading.key) : Object.keys(item);
  const subKeys = headings.map((heading) => heading.subItemsHeading?.key).filter(Boolean);
  const parts = keys.filter(Boolean).map((key) => describeValue(item[key]));
  // Sub-rows (e.g. the URLs behind an inspector issue) are headed by the sub-item keys.
  if (item.subItems) {
    const sub = item.subItems.items.map((subItem) =>
      (subKeys.length > 0 ? subKeys : Object.keys(subItem))
        .map((key) => describeValue(subItem[key]))
        .filter(Boolean)
        .join(" "),
    );
    parts.push(sub.join("; "));
  }
  return clip(parts.filter(Boolean).join(" | "));
}

/** Text lines that tell a developer what an audit found and where. */
function describeAudit(audit) {
  const lines = [];
  if (audit.errorMessage) lines.push(`error: ${clip(audit.errorMessage)}`);
  if (audit.explanation) lines.push(clip(audit.explanation));
  if (audit.displayValue) lines.push(clip(audit.displayValue));
  const items = audit.details?.items ?? [];
  for (const item of items.slice(0, MAX_ITEMS)) {
    lines.push(`- ${describeItem(item, audit.details.headings)}`);
  }
  if (items.length > MAX_ITEMS) lines.push(`- … and ${items.length - MAX_ITEMS} more`);
  return lines;
}

/**
 * The audits of the measured categories that did not pass: a score below 1, or an error (which
 * leaves the category without a score). Audits with weight 0 are listed but do not fail the page.
 */
function failingAudits(lhr) {
  const failing = [];
  for (const { id, label } of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (UNSCORED_MODES.has(audit.scoreDisplayMode)) continue;
      if (audit.scoreDisplayMode !== "error" && (audit.score === null || audit.score >= 1))
        continue;
      failing.push({ category: label, weight: ref.weight, audit });
    }
  }
  return failing;
}

function formatScore(score) {
  return score === null ? "none" : String(Math.round(score * 100));
}

/** Measures one page with one preset; returns whether it passed, after printing the result. */
async function checkPage(run, origin, pathname, preset) {
  const lhr = await run(`${origin}${pathname}`, {
    config: preset.config,
    flags: { onlyCategories: CATEGORIES.map((category) => category.id) },
  });
  const scores = CATEGORIES.map(({ id, label }) => ({ label, score: lhr.categories[id].score }));
  const failing = failingAudits(lhr);
  // Rounding to two decimals could hide a partly failed audit in a large category, so any
  // weighted failure fails the page even if its category shows 100.
  const passed =
    scores.every(({ score }) => score === 1) && failing.every(({ weight }) => weight === 0);
  const summary = scores.map(({ label, score }) => `${label} ${formatScore(score)}`).join(" ");
  console.log(`${passed ? "ok  " : "FAIL"} ${pathname} ${preset.name} ${summary}`);
  for (const { category, weight, audit } of failing) {
    const note = weight === 0 ? " (weight 0: does not lower the score)" : "";
    console.log(`     ${category} ${audit.id}: ${clip(audit.title)}${note}`);
    for (const line of describeAudit(audit)) console.log(`       ${line}`);
  }
  return passed;
}

async function main() {
  requireBuild(PAGES);
  let passed = 0;
  let failed = 0;
  await withLighthouse([BUILD_DIR], async ({ origins: [origin], run }) => {
    for (const pathname of PAGES) {
      for (const preset of PRESETS) {
        try {
          if (await checkPage(run, origin, pathname, preset)) passed += 1;
          else failed += 1;
        } catch (error) {
          // A page Lighthouse could not measure fails; the others are still worth reporting.
          failed += 1;
          console.log(`FAIL ${pathname} ${preset.name} error: ${clip(error.message)}`);
        }
      }
    }
  });
  console.log(`${passed} passed, ${failed} failed`);
  if (failed > 0) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(`lighthouse gate: ${error.message}`);
  process.exitCode = 1;
}
