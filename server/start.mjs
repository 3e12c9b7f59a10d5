// `npm start`: build when the output is missing or older than the sources, then serve it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

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
  // `npm run build`'s command, started by this Node itself: no shell, no npm on the PATH, any system.
  const astro = join(root, "node_modules/astro/bin/astro.mjs");
  const build = spawnSync(process.execPath, [astro, "build"], { cwd: root, stdio: "inherit" });
  if (build.error) console.error(`npm start: the build could not start: ${build.error.message}`);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import("./serve.mjs");
