// A production build never publishes a placeholder: it stops before building and lists every one
// still in the data files. Other builds, `npm start`, `npm run dev` and the tests keep them.
import type { AstroIntegration } from "astro";
import { CONTENT_DIR, readContentFiles } from "../app/content/data.ts";
import { isProductionBuild, placeholderLines } from "../app/content/release-check.ts";
import { readPublishing } from "./admin/publishing.ts";

function checkRelease(env: Record<string, string | undefined>) {
  const publishing = readPublishing(CONTENT_DIR);
  if (!isProductionBuild(env, publishing.host === "none" ? undefined : publishing.branch)) return;
  const lines = placeholderLines(readContentFiles(CONTENT_DIR).files);
  if (lines.length === 0) return;
  const one = lines.length === 1;
  throw new Error(
    [
      `This is a production build, and the content still has ${one ? "a placeholder" : `${lines.length} placeholders`}. Fill ${one ? "it" : "them"} in (in the files, or at /admin), then build again:`,
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
