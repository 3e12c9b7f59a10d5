// `npm run build:production`: `astro build` as a production build (SITE_BUILD=production), which
// stops on any placeholder left in the content (integrations/release-check.ts). Arguments pass on
// to astro build. Set here rather than in the npm script so it works in every shell.
import { astroBuild } from "./lib/astro-build.mjs";

const { status } = astroBuild(process.argv.slice(2), { SITE_BUILD: "production" });
process.exit(status ?? 1);
