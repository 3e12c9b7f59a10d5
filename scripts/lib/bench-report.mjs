// The sections the benchmarks add to docs/performance.md after compare.mjs has rewritten it.
import { appendFile, readFile } from "node:fs/promises";
import os from "node:os";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";

export const REPORT_PATH = fileURLToPath(new URL("../../docs/performance.md", import.meta.url));

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
  const existing = await readFile(REPORT_PATH, "utf8").catch(() => "");
  await appendFile(
    REPORT_PATH,
    `${existing.endsWith("\n") || existing === "" ? "" : "\n"}\n${section}`,
  );
  return section;
}
