// Writes soft hyphens (U+00AD) into the long words of the German content modules, at the
// syllable boundaries of the German hyphenation patterns, so that a heading or a table cell
// breaks "Datenschutz-/erklärung" with a hyphen in every browser, including those with no
// hyphenation dictionary of their own (Debian's Chromium), and the patterns stay out of the
// pages' JavaScript. Run it after adding German words: node scripts/hyphenate-german.mjs
// (app/content/soft-hyphens.test.ts fails until it has run). Only string and template literals
// change; the hero title, typed letter by letter, has no long word and is left alone anyway.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import ts from "typescript";
import { hyphenateLongWords } from "./lib/german-hyphenation.mjs";

const dir = new URL("../app/content/de/", import.meta.url);

/**
 * Words that stay whole: the labels of links and buttons (the header's, footer's and legal
 * links, the overview's play button), which are short enough for their boxes, are names a screen
 * reader announces, and are rendered by components that pass them on as they are.
 */
export const WHOLE_FILES = new Set(["navigation.ts"]);
export const WHOLE_PROPERTIES = new Set(["buttonLabel"]);

/** The name of the object property a literal is the value of, at any depth, if any. */
function propertyOf(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isPropertyAssignment(current) && ts.isIdentifier(current.name)) return current.name.text;
  }
  return undefined;
}

/**
 * The source with every literal's text hyphenated.
 * @param {string} source
 * @param {string} fileName
 */
export function hyphenateSource(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  /** @type {{ start: number; end: number }[]} */
  const spans = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (WHOLE_PROPERTIES.has(propertyOf(node) ?? "")) return;
      spans.push({ start: node.getStart(file), end: node.getEnd() });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const { start, end } of spans.reverse()) {
    out = out.slice(0, start) + hyphenateLongWords(out.slice(start, end)) + out.slice(end);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let changed = 0;
  const names = readdirSync(dir).filter((name) => name.endsWith(".ts") && !WHOLE_FILES.has(name));
  for (const name of names) {
    const url = new URL(name, dir);
    const source = readFileSync(url, "utf8");
    const next = hyphenateSource(source, name);
    if (next !== source) {
      writeFileSync(url, next);
      changed += 1;
      console.log(`hyphenated app/content/de/${name}`);
    }
  }
  console.log(
    `${changed} German content module(s) changed; now run npx prettier --write app/content/de`,
  );
}
