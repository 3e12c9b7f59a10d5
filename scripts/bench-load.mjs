// Load run of `npm start`'s server on loopback: 50 connections for 10 s against a mix of pages,
// bounded in time and count. Reports requests per second, p99 latency and errors, and adds them
// to the bench report (reports/bench.md).
import autocannon from "autocannon";
import { createServer } from "node:http";
import { createSiteHandler } from "../server/site-handler.mjs";
import { appendReportSection, machineDescription } from "./lib/bench-report.mjs";
import { FIXTURE_CLIENT_DIR } from "../tests/fixture-content.ts";

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const PATHS = ["/", "/prices", "/solutions/citros", "/nope"];
const root = FIXTURE_CLIENT_DIR;

const server = createServer(createSiteHandler(root));
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address();

const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: CONNECTIONS,
  duration: DURATION_SECONDS,
  headers: { "accept-encoding": "br, gzip" },
  requests: PATHS.map((path) => ({ method: "GET", path })),
});
server.close();

// The mix includes one 404 path on purpose; transport errors and 5xx are the failures.
const errors = result.errors + result.timeouts + result["5xx"];
const lines = [
  `Load: ${CONNECTIONS} connections, ${DURATION_SECONDS} s, paths ${PATHS.join(" ")}`,
  `  requests/s (mean): ${Math.round(result.requests.average)}`,
  `  latency p99: ${result.latency.p99} ms (mean ${result.latency.average} ms)`,
  `  requests: ${result.requests.total}, 2xx ${result["2xx"]}, 4xx ${result["4xx"]}, 5xx ${result["5xx"]}`,
  `  errors: ${errors} (target 0)`,
];
console.log(lines.join("\n"));

await appendReportSection([
  `## Load (${new Date().toISOString().slice(0, 10)}, \`npm run bench\`, ${machineDescription()})`,
  "",
  "| connections | duration | requests/s | p99 latency | errors |",
  "| --- | --- | --- | --- | --- |",
  `| ${CONNECTIONS} | ${DURATION_SECONDS} s | ${Math.round(result.requests.average)} | ${result.latency.p99} ms | ${errors} |`,
]);
process.exit(errors === 0 ? 0 : 1);
