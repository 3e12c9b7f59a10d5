// package.json's `engines.node`: npm scripts run the project's own Node 24; this stops anything
// started some other way on an older Node, with a sentence saying why.
import { readFileSync } from "node:fs";
import semver from "semver";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

export const NODE_RANGE = manifest.engines.node;

/** "22.12.0": the oldest Node the range takes. */
export const NODE_FLOOR = semver.minVersion(NODE_RANGE)?.version;

/** @param {string} version "20.20.2", "v24.21.0" */
export function meetsFloor(version) {
  return semver.satisfies(version, NODE_RANGE);
}

/** @param {string} what */
export function requireNodeFloor(what) {
  if (meetsFloor(process.versions.node)) return;
  throw new Error(
    `${what} runs on Node.js ${process.version}, and this project needs Node.js ${NODE_RANGE}. ` +
      "Start it through npm (npm start, npm run build, npm test), which runs the Node.js 24 that " +
      "npm install puts in node_modules/.bin, or install Node.js 24 LTS.",
  );
}
