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
    "Listenpreise je Angebot, gestaffelt nach der Zahl der registrierten Benutzer. Jedes Angebot hat vier Preisstufen.",
  description: `${site.brand}-Listenpreise in EUR für die Angebote Identity, BOP und SUBOPiere, gestaffelt nach der Zahl der registrierten Benutzer.`,
} as const satisfies Translation<typeof en.pricesPage>;

/** The price explorer's words; the page puts numbers, tiers and titles between them. */
export const priceExplorer = {
  vat: "Alle Preise sind Listenpreise in Euro, zuzüglich Umsatzsteuer (zzgl. USt.).",
  tierRule: {
    before: "Jede Stufe schließt ihre Obergrenze ein: ",
    middle: " Benutzer fallen in „",
    after: "“.",
  },
  heading: "Ihren Preis finden",
  usersLabel: "Registrierte Benutzer",
  usersHint: "Zum Beispiel 8.000. Ihre Stufe wird in jeder Tabelle markiert.",
  problems: {
    notANumber: "Bitte geben Sie die Zahl der Benutzer in Ziffern ein, zum Beispiel 8.000.",
    negative: "Die Zahl der Benutzer kann nicht negativ sein.",
    fraction: "Bitte geben Sie eine ganze Zahl ohne Nachkommastellen ein.",
    zero: "Bitte geben Sie mindestens einen Benutzer ein.",
    tooLarge: "So viele Benutzer deckt keine Lizenz ab. Bitte prüfen Sie die Zahl.",
  },
  tierLegend: "Oder wählen Sie Ihre Stufe",
  yourTier: "Ihre Stufe",
  viewLegend: "Preise zeigen als",
  views: { tables: "Eine Tabelle je Angebot", compare: "Eine Vergleichstabelle" },
  compare: {
    caption: "Alle Angebote nach Stufe: Listenpreise in EUR, zzgl. USt.",
    offering: "Angebot",
  },
  picker: { legend: "Angebote für Ihre Schätzung wählen" },
  addToEstimate: { label: "Zur Schätzung", beforeTitle: ": " },
  estimate: {
    heading: "Ihre Schätzung",
    empty: "Wählen Sie bei den gewünschten Angeboten „Zur Schätzung“, und sie werden hier addiert.",
    needsTier:
      "Geben Sie Ihre Benutzerzahl ein oder wählen Sie eine Stufe, dann zeigt die Schätzung die Preise.",
    tierBefore: "Preisstufe „",
    tierAfter: "“:",
    total: "Summe",
    offeringOne: "Angebot",
    offeringMany: "Angebote",
    summarySeparator: " · ",
    viewLink: "Schätzung ansehen",
    email: "Schätzung per E-Mail senden",
    print: "Schätzung drucken",
    clear: "Leeren",
    mailSubject: "Preisschätzung",
    mailTier: "Stufe: ",
    mailTotal: "Summe: ",
    exclVat: "Listenpreise zzgl. USt.",
    amountSeparator: ": ",
    currency: "EUR",
  },
  csv: {
    link: "Preisliste herunterladen (CSV)",
    fileName: "tesseris-preisliste.csv",
    section: "Bereich",
    offering: "Angebot",
  },
} as const satisfies Translation<typeof en.priceExplorer>;

/** Everything the price page shows between header and footer; the prices are ../price-list.ts. */
export const pricesContent = {
  page: pricesPage,
  notes: priceNotes,
  sections: priceSections,
  explorer: priceExplorer,
} as const satisfies en.PricesContent;
