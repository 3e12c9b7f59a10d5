import { priceSections } from "./price-list";
import type { Translation } from "./translation";
import { verticals } from "./verticals";

/** Notes shown under the price tables. */
export const priceNotes = [
  `The verticals ${verticals.join(", ")} are available with the core editions.`,
  "Additional modules are priced the same as the core.",
] as const;

export const pricesPage = {
  title: "Prices",
  /** Names the jump links to the price sections. */
  sectionsNav: "Price list sections",
  notesHeading: "Notes",
  tableHeaders: { metric: "Metric", price: "List Price (EUR)" },
  /** A tier's metric: "5,000 – 10,000 registered users", "50,000+ registered users". */
  userRange: { separator: " – ", openEnded: "+", unit: "registered users" },
  intro:
    "List prices in euros per offering, by the number of registered users. Every offering is priced in four tiers.",
  description:
    "Tesseris list prices in EUR for Identity, BOP and SUBOPiere offerings, by number of registered users.",
} as const;

/** Everything the price page shows between header and footer. */
export const pricesContent = {
  page: pricesPage,
  notes: priceNotes,
  sections: priceSections,
} as const;

/** The price page's content in any language: the English shape, strings free to differ. */
export type PricesContent = Translation<typeof pricesContent>;
