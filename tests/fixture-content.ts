import { fileURLToPath } from "node:url";

/**
 * The suite's own content, in the layout of `content/`: the spec's products, prices and words and
 * the committed stand-ins, as they were when the owners took the live content over. Tests that
 * need fixed values (the spec's prices, the screenshot baselines, the planted stand-ins, byte
 * budgets) run on it, so whatever valid content the owners publish, the suite holds
 * (docs/testing.md, "Live content and the fixture").
 */
export const FIXTURE_CONTENT_DIR = fileURLToPath(new URL("fixtures/content/", import.meta.url));
