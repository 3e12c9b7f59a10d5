// The sections the benchmarks add to the bench's report (reports/bench.md, generated, not kept in
// git) after compare.mjs has begun it anew; what the figures taught stays in
// docs/performance-findings.md, written by hand.
import { appendFile, mkdir, readFile } from "node:fs/promises";
import os from "node:os";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";

export const REPORT_PATH = fileURLToPath(new URL("../../reports/bench.md", import.meta.url));

/** The machine a figure was measured on, for a section's heading: CPU, cores, Node and `more`. */
export function machineDescription(...more) {
  const cpus = os.cpus();
  return [
    `${cpus[0]?.model ?? "unknown CPU"}`,
    `${cpus.length} cores`,
    `Node ${process.version}`,
    ...more,
  ].join(", ");
}

/** Formats `lines` as the report's Markdown and appends them as a section of their own. */
export async function appendReportSection(lines) {
  const options = (await prettier.resolveConfig(REPORT_PATH)) ?? {};
  const section = await prettier.format(lines.join("\n"), { ...options, parser: "markdown" });
  await mkdir(dirname(REPORT_PATH), { recursive: true });
  const existing = await readFile(REPORT_PATH, "utf8").catch(() => "");
  await appendFile(
    REPORT_PATH,
    `${existing.endsWith("\n") || existing === "" ? "" : "\n"}\n${section}`,
  );
  return section;
}
