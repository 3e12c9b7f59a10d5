// `npm start`: build when the output is missing or older than the sources, then serve it.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { astroBuild } from "../scripts/lib/astro-build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const builtPage = join(root, "build/client/404.html");
const SOURCES = [
  "app",
  "content",
  "public",
  "integrations",
  "package-lock.json",
  "astro.config.ts",
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
const sourcesChangedAt = Math.max(...SOURCES.map((source) => newestChange(join(root, source))));
if (builtAt < sourcesChangedAt) {
  // `npm run build`'s command, started by this Node itself.
  const build = astroBuild();
  if (build.error) console.error(`npm start: the build could not start: ${build.error.message}`);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import("./serve.mjs");
