import { fileURLToPath } from "node:url";

// The suite's own content, in the layout of `content/`: the spec's products, prices and words and
// the committed stand-ins, as they were when the owners took the live content over. The unit tests
// read it (vitest.config.ts), and the browser tests and Lighthouse run on the site built from it
// (scripts/build-fixture.ts), so that whatever valid content the owners publish, the suite holds.
// The live content is held by its schemas and the production build (docs/testing.md, "Live
// content and the fixture").

export const FIXTURE_CONTENT_DIR = fileURLToPath(new URL("fixtures/content/", import.meta.url));

/** The live content, which the owners edit: only the pseudo-locale build and its spec read it. */
export const LIVE_CONTENT_DIR = fileURLToPath(new URL("../content/", import.meta.url));

/** Where the fixture build writes the site; its host files (headers, nginx) go beside it. */
export const FIXTURE_BUILD_DIR = fileURLToPath(new URL("../build/fixture/", import.meta.url));
export const FIXTURE_CLIENT_DIR = `${FIXTURE_BUILD_DIR}client/`;
