import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { FIXTURE_CLIENT_DIR } from "../../fixture-content.ts";

/** The folder `npm run build:fixture` writes and the test server serves. */
export const CLIENT_DIR = FIXTURE_CLIENT_DIR;

/** The file the build writes for a page (`build.format: "file"`): `/de/prices` is `de/prices.html`. */
export function pageFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/** Every prerendered HTML file of the build, as paths relative to CLIENT_DIR. */
export function builtPages(dir = CLIENT_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return builtPages(path);
    return name.endsWith(".html") ? [relative(CLIENT_DIR, path)] : [];
  });
}
