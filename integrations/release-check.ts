// A production build never publishes a placeholder: it stops before building and lists every one
// still in the data files, by file and field. Other builds, `npm start`, `npm run dev` and the tests
// keep working with them, so the project runs out of the box.
import type { AstroIntegration } from "astro";
import { CONTENT_DIR, readContentFiles } from "../app/content/data.ts";
import { isProductionBuild, placeholderLines } from "../app/content/release-check.ts";
import { readPublishing } from "./admin/publishing.ts";

export class PlaceholderError extends Error {
  constructor(lines: readonly string[]) {
    super(
      [
        `This is a production build, and the content still has ${lines.length === 1 ? "a placeholder" : `${lines.length} placeholders`}. Fill ${lines.length === 1 ? "it" : "them"} in (in the files, or at /admin), then build again:`,
        ...lines.map((line) => `  - ${line}`),
      ].join("\n"),
    );
    this.name = "PlaceholderError";
  }
}

/** Throws a PlaceholderError when a production build would publish a placeholder. */
export function checkRelease(env: Record<string, string | undefined>, dir: string = CONTENT_DIR) {
  const publishing = readPublishing(dir);
  const branch = publishing.host === "none" ? undefined : publishing.branch;
  if (!isProductionBuild(env, branch)) return;
  const lines = placeholderLines(readContentFiles(dir).files);
  if (lines.length > 0) throw new PlaceholderError(lines);
}

export function releaseCheck(): AstroIntegration {
  return {
    name: "tesseris:release-check",
    hooks: {
      "astro:config:setup": ({ command }) => {
        if (command === "build") checkRelease(process.env);
      },
    },
  };
}
