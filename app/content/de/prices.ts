import type * as en from "../prices";
import { priceSections } from "../price-list";
import type { Translation } from "../translation";
import { site } from "./site";
import { verticals } from "./verticals";

// Only the words of the price page: the sections and tiers carry the prices and stay in ../prices.

/** Notes shown under the price tables. */
export const priceNotes = [
  `Die Branchenlösungen ${verticals.join(", ")} sind mit den Core-Editionen verfügbar.`,
  "Zusatzmodule kosten dasselbe wie die Core-Edition.",
] as const satisfies Translation<typeof en.priceNotes>;

export const pricesPage = {
  title: "Preise",
  /** Names the jump links to the price sections. */
  sectionsNav: "Abschnitte der Preisliste",
  notesHeading: "Hinweise",
  tableHeaders: { metric: "Metrik", price: "Listenpreis (EUR)" },
  /** A tier's metric: „5.000 – 10.000 registrierte Benutzer“, „50.000+ registrierte Benutzer“. */
  userRange: { separator: " – ", openEnded: "+", unit: "registrierte Benutzer" },
  intro:
    "Listenpreise in Euro zzgl. USt. je Angebot, gestaffelt nach der Zahl der registrierten Benutzer. Jedes Angebot hat vier Preisstufen.",
  description: `${site.brand}-Listenpreise in EUR für die Angebote Identity, BOP und SUBOPiere, gestaffelt nach der Zahl der registrierten Benutzer.`,
} as const satisfies Translation<typeof en.pricesPage>;

/** Everything the price page shows between header and footer; the prices are ../price-list.ts. */
export const pricesContent = {
  page: pricesPage,
  notes: priceNotes,
  sections: priceSections,
} as const satisfies en.PricesContent;
