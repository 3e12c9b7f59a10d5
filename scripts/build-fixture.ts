// `npm test`'s build of the site, into build/fixture/: the site made from the suite's own content
// (tests/fixtures/content: the spec's products, prices and words, with the committed stand-ins),
// which every browser test and Lighthouse gate runs on. What the owners publish in content/ moves
// none of them; `npm run build:pseudo` builds that content. Arguments pass on to astro build.
import { FIXTURE_CLIENT_DIR, FIXTURE_CONTENT_DIR } from "../tests/fixture-content.ts";
import { astroBuild } from "./lib/astro-build.mjs";

const { status } = astroBuild(["--outDir", FIXTURE_CLIENT_DIR, ...process.argv.slice(2)], {
  SITE_CONTENT_DIR: FIXTURE_CONTENT_DIR,
});
process.exit(status ?? 1);
