import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** The folder `npm run build` writes and the test server serves. */
export const CLIENT_DIR = new URL("../../../build/client/", import.meta.url).pathname;

/** The file the build writes for a page (`build.format: "file"`): `/de/prices` is `de/prices.html`. */
export function pageFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/** Every prerendered HTML file of a build (the live content's unless named), relative to its folder. */
export function builtPages(root = CLIENT_DIR, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return builtPages(root, path);
    return name.endsWith(".html") ? [relative(root, path)] : [];
  });
}
