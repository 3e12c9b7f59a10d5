import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pagePaths } from "./support/pages.ts";
import { builtPages, CLIENT_DIR, pageFile } from "./support/build.ts";
import { localePaths, locales } from "./support/content.ts";

/** Every page of both languages and each language's 404 and unknown-product stand-ins. */
const EXPECTED_FILES = [
  ...pagePaths,
  ...locales.flatMap((locale) => [
    localePaths[locale].notFound,
    localePaths[locale].unknownSolution,
  ]),
].map(pageFile);

/** The jar the vnu-jar package ships: the W3C Nu HTML Checker, run on the machine's Java. */
const VNU_JAR = new URL("../../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url).pathname;

interface VnuReport {
  messages: { type: string; subType?: string; url: string; lastLine?: number; message: string }[];
}

test("every prerendered page is valid HTML (W3C Nu HTML Checker)", () => {
  const pages = builtPages();
  // The checker sees what the build wrote, so a page missing from the build cannot pass unseen.
  expect(pages).toEqual(expect.arrayContaining([...EXPECTED_FILES, "404.html"]));
  const files = pages.map((page) => join(CLIENT_DIR, page));
  const run = spawnSync(
    "java",
    ["-jar", VNU_JAR, "--format", "json", "--exit-zero-always", ...files],
    {
      encoding: "utf8",
    },
  );
  if (run.error)
    throw new Error(`The Nu HTML Checker needs Java 11 or newer: ${run.error.message}`);
  // With files to check, the JSON report goes to stderr.
  const report = JSON.parse(run.stderr) as VnuReport;
  const errors = report.messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map((m) => `${m.url.replace(`file:${CLIENT_DIR}`, "")}:${m.lastLine ?? "?"} ${m.message}`);
  expect(errors).toEqual([]);
});
