import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

// Every path the README and docs/ name is a file or folder of the repository (or one npm install
// puts in node_modules): a renamed file leaves no doc pointing at nothing.

/** The documents the project was built from, which a clone does not have: cited by name alone. */
const SOURCE_DOCUMENTS = [
  "SPEC.md",
  "CONTENT.md",
  "DESIGN.md",
  "STYLE.md",
  "HOSTING.md",
  "ENGINES.md",
];

/** What the build, the tests and the bench write: named by the docs, in no clone until they run. */
const WRITTEN =
  /^(build|reports|\.tmp|test-results|playwright-report|\.lighthouseci|\.astro)(\/|$)/;

const tracked = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0");
const documents = tracked.filter((file) => file === "README.md" || /^docs\/.*\.md$/.test(file));
/** The repository's top-level files and folders, and the ones installs and runs add. */
const TOP = new Set([
  ...tracked.map((file) => file.split("/")[0]),
  "node_modules",
  ...["build", "reports", ".tmp", "test-results", "playwright-report", ".lighthouseci", ".astro"],
]);

/**
 * The paths a document names: its links, and code spans that start at the repository's root
 * (`app/content/data.ts`) or are a source file's name (`cms-config.ts`). Others are the built
 * site's files (`prices.json`) and examples (`owner/name`), which no clone holds.
 */
function namedPaths(text: string): { path: string; link: boolean }[] {
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => ({
    path: (target ?? "").split("#")[0] ?? "",
    link: true,
  }));
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map(([, span]) => ({
    path: span ?? "",
    link: false,
  }));
  return [...links, ...spans].filter(
    ({ path, link }) =>
      path !== "" &&
      !/^(https?:|mailto:|\/|~|\.\.\.|#|-)/.test(path) &&
      !/[<>*{}…$|=,;:?()'"@]/.test(path) &&
      (link ||
        TOP.has(path.split("/")[0] ?? "") ||
        /^[\w.-]+\.(ts|tsx|mjs|md|yaml|astro|css|conf|toml)$/.test(path)),
  );
}

/** Whether a named path exists: from the repository's root, the document's folder, or by name. */
function exists(document: string, { path, link }: { path: string; link: boolean }): boolean {
  if (WRITTEN.test(path) || SOURCE_DOCUMENTS.includes(path)) return true;
  const candidates = [path, join(dirname(document), path)].map((each) => normalize(each));
  if (candidates.some((each) => existsSync(each))) return true;
  // A file's name alone (`cms-config.ts`): some tracked file has it.
  return !link && !path.includes("/") && tracked.some((file) => file.endsWith(`/${path}`));
}

describe("the README and docs/", () => {
  it.each(documents)("%s names only paths there are", (document) => {
    const missing = namedPaths(readFileSync(document, "utf8"))
      .filter((named) => !exists(document, named))
      .map(({ path }) => path);
    expect(missing).toEqual([]);
  });
});
