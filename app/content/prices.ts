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
    "List prices per offering, by the number of registered users. Every offering is priced in four tiers.",
  description:
    "Tesseris list prices in EUR for Identity, BOP and SUBOPiere offerings, by number of registered users.",
} as const;

/**
 * The price explorer's words. Sentences around data are kept as the parts around it; the page
 * puts the numbers, tiers and titles between them.
 */
export const priceExplorer = {
  /** Said near the heading and in print (§ 5 (2) ECG). */
  vat: "All prices are list prices in euros, excluding VAT.",
  /** "A tier includes its upper bound: 5,000 users fall in “0 – 5,000”." */
  tierRule: {
    before: "A tier includes its upper bound: ",
    middle: " users fall in “",
    after: "”.",
  },
  heading: "Find your price",
  usersLabel: "Registered users",
  usersHint: "For example 8,000. Your tier is marked in every table.",
  problems: {
    notANumber: "Enter the number of users in digits, for example 8,000.",
    negative: "The number of users cannot be negative.",
    fraction: "Enter a whole number of users, without decimals.",
    zero: "Enter at least one user.",
    tooLarge: "That is more users than any licence covers. Please check the number.",
  },
  tierLegend: "Or choose your tier",
  yourTier: "Your tier",
  viewLegend: "Show prices as",
  views: { tables: "A table per offering", compare: "One comparison table" },
  compare: {
    caption: "All offerings by tier: list prices in EUR, excluding VAT",
    offering: "Offering",
  },
  /**
   * The compact list at the top of the explorer: every offering as a checkbox named by its title,
   * grouped by section, the same ticks as each table's "Add to estimate".
   */
  picker: { legend: "Choose offerings for your estimate" },
  /** The checkbox of each offering: "Add to estimate: Golden Gate …" for screen readers. */
  addToEstimate: { label: "Add to estimate", beforeTitle: ": " },
  estimate: {
    heading: "Your estimate",
    empty: "Tick “Add to estimate” on the offerings you need, and they are added up here.",
    needsTier: "Enter your number of users or choose a tier, and the estimate shows its prices.",
    tierBefore: "Tier “",
    tierAfter: "”:",
    total: "Total",
    /** "3 offerings", "1 offering", for the summary bar. */
    offeringOne: "offering",
    offeringMany: "offerings",
    summarySeparator: " · ",
    viewLink: "View estimate",
    email: "Email this estimate",
    print: "Print estimate",
    clear: "Clear",
    mailSubject: "Price estimate",
    mailTier: "Tier: ",
    mailTotal: "Total: ",
    /** Closes the mail body and the total line. */
    exclVat: "List prices excl. VAT.",
    /** Between a title or total and its amount, and after the amount. */
    amountSeparator: ": ",
    currency: "EUR",
  },
  csv: {
    link: "Download price list (CSV)",
    fileName: "tesseris-price-list.csv",
    section: "Section",
    offering: "Offering",
  },
} as const;

/** Everything the price page shows between header and footer. */
export const pricesContent = {
  page: pricesPage,
  notes: priceNotes,
  sections: priceSections,
  explorer: priceExplorer,
} as const;

/** The price page's content in any language: the English shape, strings free to differ. */
export type PricesContent = Translation<typeof pricesContent>;
