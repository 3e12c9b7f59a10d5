// The benchmark's server, started by collect.mjs: the build and its floor, each on its own loopback port,
// from one process with the production request handling (precompressed twins, headers).
import { once } from "node:events";
import { createServer } from "node:http";
import { createSiteHandler } from "../../server/site-handler.mjs";
import * as setup from "./bench-setup.mjs";

for (const variant of setup.VARIANTS) {
  const server = createServer(createSiteHandler(variant.root));
  server.listen(variant.port, "127.0.0.1");
  await once(server, "listening");
}
// collect.mjs waits for this line (startServerReadyPattern) and kills the process when done.
console.log(`bench server ready: ${setup.VARIANTS.map(setup.origin).join(", ")}`);
