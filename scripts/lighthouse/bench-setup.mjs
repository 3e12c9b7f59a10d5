// The benchmark's pages, variants and run count, shared by its lhci configuration
// (lighthouserc.bench.js), the server it starts and the comparison that reads the results.
import { fileURLToPath } from "node:url";
import { basePort } from "./collect-common.mjs";

export const PROJECT_DIR = fileURLToPath(new URL("../../", import.meta.url));
export const PAGES = ["/", "/prices", "/solutions/tesseris-business-operations-platform-bop"];

/** The pages, and runs of each, that test:lighthouse holds to the floor's LCP (lighthouserc.lcp.js). */
export const LCP_PAGES = ["/prices", "/de/prices"];
export const LCP_RUNS = 3;

function runs() {
  const value = process.env.BENCH_RUNS ?? "5";
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`BENCH_RUNS must be a positive integer, not ${JSON.stringify(value)}`);
  }
  return count;
}

/** The build and its no-JavaScript floor, each a static folder on a port of its own. */
export const VARIANTS = [
  { name: "build", root: `${PROJECT_DIR}build/client`, port: basePort() + 1 },
  { name: "floor", root: `${PROJECT_DIR}.tmp/floor/client`, port: basePort() + 2 },
];

export const origin = (variant) => `http://127.0.0.1:${variant.port}`;

export const RUNS = runs();
