import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { builtPages, CLIENT_DIR } from "./support/build.ts";

/** The jar the vnu-jar package ships: the W3C Nu HTML Checker, run on the machine's Java. */
const VNU_JAR = fileURLToPath(
  new URL("../../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url),
);

interface VnuReport {
  messages: { type: string; subType?: string; url: string; lastLine?: number; message: string }[];
}

test("every prerendered page is valid HTML (W3C Nu HTML Checker)", () => {
  // Every page is in the build: budgets.spec.ts.
  const files = builtPages().map((page) => join(CLIENT_DIR, page));
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
