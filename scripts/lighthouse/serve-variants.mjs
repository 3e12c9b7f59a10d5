// The benchmark's server, started by collect.mjs: the build and its variants, each on its own
// loopback port, from one process with the production request handling (precompressed twins,
// headers). A variant not made (the Performance gate of `npm test` makes no still copy) is not served.
import { existsSync } from "node:fs";
import { once } from "node:events";
import { createServer } from "node:http";
import { createSiteHandler } from "../../server/site-handler.mjs";
import * as setup from "./bench-setup.mjs";

const made = setup.VARIANTS.filter((variant) => existsSync(variant.root));
for (const variant of made) {
  const server = createServer(createSiteHandler(variant.root));
  server.listen(variant.port, "127.0.0.1");
  await once(server, "listening");
}
// collect.mjs waits for this line (startServerReadyPattern) and kills the process when done.
console.log(`bench server ready: ${made.map(setup.origin).join(", ")}`);
