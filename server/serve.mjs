// The production static server: `npm start` runs it on the built site.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { requireNodeFloor } from "./node-version.mjs";
import { createSiteHandler } from "./site-handler.mjs";

requireNodeFloor("The site's server");

// The folder to serve: the build's, or another that the tests name (SITE_CLIENT_DIR).
const root =
  process.env.SITE_CLIENT_DIR ?? fileURLToPath(new URL("../build/client", import.meta.url));
const port = Number(process.env.PORT ?? 4173);

const server = createServer(createSiteHandler(root));
server.listen(port, () => {
  console.log(`Tesseris site at http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
