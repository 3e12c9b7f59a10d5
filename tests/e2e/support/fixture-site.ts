import { loadContentDataFrom } from "~/content/data";
import type { Locale } from "~/content/locales";
import { pagePathsOf } from "~/content/paths";
import { FIXTURE_CONTENT_DIR } from "../../fixture-content.ts";
import { contentOfData } from "./content.ts";

// The build of the suite's own content (scripts/build-fixture.ts): the spec's prices and words, and
// a machine-made third language. Tests that need known content run on it (the screenshots, the
// byte budgets, the spec's words); every other test reads what it expects from the live content.

/** The folder the fixture build writes, and the one its server serves. */
export const FIXTURE_BUILD_DIR = new URL("../../../build/fixture/", import.meta.url).pathname;
export const FIXTURE_CLIENT_DIR = `${FIXTURE_BUILD_DIR}client/`;

/** The fixture build's port: the one after the live build's (playwright.config.ts). */
export const fixturePort = (port: number) => port + 1;
export const FIXTURE_ORIGIN = `http://localhost:${fixturePort(Number(process.env.E2E_PORT ?? 4317))}`;

export const fixtureData = loadContentDataFrom(FIXTURE_CONTENT_DIR);

/** Each language's words in the fixture, shaped as contentOf's. */
export const fixtureContentOf = contentOfData(fixtureData);

/** Every page of one language of the fixture build, as its sitemap lists them. */
export const fixturePagePathsOf = (locale: Locale): string[] =>
  pagePathsOf(
    locale,
    fixtureData.catalog.products.map(({ slug }) => slug),
  );
