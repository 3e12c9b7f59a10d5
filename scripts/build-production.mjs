// `npm run build:production`: `astro build` as a production build (SITE_BUILD=production), which
// stops on any placeholder left in the content (integrations/release-check.ts). Arguments pass on
// to astro build. Set here rather than in the npm script so it works in every shell.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const astro = fileURLToPath(new URL("../node_modules/astro/bin/astro.mjs", import.meta.url));
const { status } = spawnSync(process.execPath, [astro, "build", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, SITE_BUILD: "production" },
});
process.exit(status ?? 1);
