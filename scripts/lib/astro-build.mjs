// `astro build`, started by the Node that runs the caller: no shell and no npm on the PATH, so it
// starts alike on every system Node supports, in any folder.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ASTRO = fileURLToPath(new URL("../../node_modules/astro/bin/astro.mjs", import.meta.url));

/**
 * Builds the site, its output shown, with `args` after `astro build` and `env` added to this
 * process's environment.
 * @param {readonly string[]} [args]
 * @param {Record<string, string>} [env]
 */
export function astroBuild(args = [], env = {}) {
  return spawnSync(process.execPath, [ASTRO, "build", ...args], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
}
