// A production build never publishes a placeholder: it stops before building and lists every one
// still in the data files. Other builds, `npm start`, `npm run dev` and the tests keep them. What
// Austrian law asks of the legal pages is held by the schemas (a field each, in every language).
import type { AstroIntegration } from "astro";
import { CONTENT_DIR, readContentFiles } from "../app/content/data.ts";
import { isProductionBuild, placeholderLines } from "../app/content/release-check.ts";
import { readPublishing } from "./admin/publishing.ts";

function checkRelease(env: Record<string, string | undefined>) {
  const publishing = readPublishing(CONTENT_DIR);
  if (!isProductionBuild(env, publishing.host === "none" ? undefined : publishing.branch)) return;
  const lines = placeholderLines(readContentFiles(CONTENT_DIR).files);
  if (lines.length > 0) {
    const one = lines.length === 1;
    refuse(
      `the content still has ${one ? "a placeholder" : `${lines.length} placeholders`}. Fill ${one ? "it" : "them"} in (in the files, or at /admin)`,
      lines,
    );
  }
}

function refuse(why: string, lines: readonly string[]): never {
  throw new Error(
    [
      `This is a production build, and ${why}, then build again:`,
      ...lines.map((line) => `  - ${line}`),
    ].join("\n"),
  );
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
