import { fileURLToPath } from "node:url";
import { entryFile } from "~/content/data";
import { locales, type Locale } from "~/content/locales";

// An owner's changes in the editor at /admin, on the suite's content: admin.spec.ts makes them in
// the real editor and holds what it writes to the files under fixtures/editor-saves/ (written anew
// with --update-snapshots); release-build.spec.ts builds the fixture with those files and finds
// each change on the pages, in the CSV files and in prices.json.

/** The files the changes write, by their path in a clone (content/de/offerings/….yaml). */
export const EDITOR_SAVES_DIR = fileURLToPath(new URL("fixtures/editor-saves/", import.meta.url));

type Words = Record<Locale, string>;

/** A new offering of the BOP section, its prices rising with the tiers. */
export const NEW_OFFERING = {
  id: "bop-data-catalog",
  section: { id: "bop", title: "BOP" },
  prices: { upTo5k: 60_000, upTo10k: 110_000, upTo50k: 200_000, over50k: 360_000 },
  title: {
    en: "BOP Data Catalog",
    de: "BOP-Datenkatalog",
    pl: "Katalog danych BOP",
  } satisfies Words,
};

/** A new product with what a product needs (a title, a description, four features) and a picture. */
export const NEW_PRODUCT = {
  slug: "tesseris-data-catalog",
  category: "ORACLE",
  layout: "standard",
  title: {
    en: "Tesseris Data Catalog",
    de: "Tesseris Datenkatalog",
    pl: "Tesseris Katalog danych",
  } satisfies Words,
  description: {
    en: "A catalog of the data every Tesseris application holds, with its owners and lineage.",
    de: "Ein Katalog der Daten jeder Tesseris-Anwendung, mit Verantwortlichen und Herkunft.",
    pl: "Katalog danych każdej aplikacji Tesseris, z ich właścicielami i pochodzeniem.",
  } satisfies Words,
  eyebrow: {
    en: "Data governance",
    de: "Daten-Governance",
    pl: "Zarządzanie danymi",
  } satisfies Words,
  /** A picture of the site's, described in each language. */
  picture: {
    src: "/images/bop-hero.svg",
    width: 1200,
    height: 675,
    alt: {
      en: "Diagram: the data catalog beside the BOP services",
      de: "Diagramm: der Datenkatalog neben den BOP-Services",
      pl: "Diagram: katalog danych obok usług BOP",
    } satisfies Words,
  },
  features: {
    en: ["Searchable catalog", "Data lineage", "Owners and stewards", "Quality rules"],
    de: ["Durchsuchbarer Katalog", "Datenherkunft", "Verantwortliche", "Qualitätsregeln"],
    pl: ["Katalog z wyszukiwaniem", "Pochodzenie danych", "Właściciele danych", "Reguły jakości"],
  } satisfies Record<Locale, string[]>,
};

/** The offering an owner removes, and the one an owner moves one place down in its section. */
export const REMOVED_OFFERING = "subopiere-reporting";
export const MOVED_DOWN = { id: "bop-etl", below: "bop-bi-reporting" };

/** The files of one thing in every language, by their path in a clone. */
export const filesOf = (kind: "offerings" | "products", id: string) =>
  locales.map((locale) => `content/${entryFile(locale, kind, id)}`);

/** What the changes write, and what they delete. */
export const EDITOR_WRITES = [
  ...filesOf("offerings", NEW_OFFERING.id),
  ...filesOf("products", NEW_PRODUCT.slug),
  ...filesOf("offerings", MOVED_DOWN.id),
  ...filesOf("offerings", MOVED_DOWN.below),
];
export const EDITOR_DELETES = filesOf("offerings", REMOVED_OFFERING);
