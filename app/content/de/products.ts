/*
 * Glossary for the German product copy (one term per idea, used in both product modules):
 *   partner → Partner; solution → Lösung; platform → Plattform; product → Produkt
 *   (independent) software vendors → (unabhängige) Softwarehersteller
 *   system integrators → Systemintegratoren; customer → Kunde
 *   features → Funktionen ("Key Features" → „Funktionen im Überblick“, per CONTENT.md)
 *   brand compounds are hyphenated: Tesseris-Plattform, Tesseris-Produkte, Tesseris-Team
 *   industry verticals / verticals → Branchenlösungen; their names are German where usual, as in
 *   ./verticals.ts (Banken, Versicherungen, Gesundheitsakte, Abrechnung, Fertigung)
 *   edition → Edition; module → Modul; data model → Datenmodell; master data → Stammdaten
 *   services (BOP) → Services; layer → Schicht; installation → Installation
 *   multitenancy / multitenant → Multitenant-Betrieb / Multitenant (established IT term)
 *   caching, reporting, dashboards, BI, ETL, ERP, PLM → kept as established IT terms
 *   general ledger → Hauptbuch; subledgers → Nebenbücher; cost centre → Kostenstelle
 *   accounting → Buchhaltung; payroll → Lohnverrechnung (Austrian usage); expenses → Aufwendungen
 *   Oracle database and middleware → Oracle-Datenbank und -Middleware
 *   open source → Open Source; licence → Lizenz
 * Product, offering, brand and edition names (SUBOPiere, BOP, Citros, OpenSky, Golden Gate,
 * Entry/Basic/Corporate) stay as they are, and so do the product titles.
 */
import type { Translation } from "../translation";
import type { products as englishProducts } from "../products";
import { productSlugs } from "../product-slugs";
import { site } from "./site";

/** The seven product cards in German, in the home page's order; titles stay as in English. */
export const products = [
  {
    slug: productSlugs.erp,
    title: "SUBOPiere – SU BOP ERP",
    description:
      "Die ERP-Distribution auf Basis der Business Operations Platform: zentrale " +
      "Geschäftsprozesse und Branchenlösungen, bereit zur Konfiguration.",
    category: "ORACLE",
    layout: "erp",
    eyebrow: "ERP-Distribution",
  },
  {
    slug: productSlugs.bop,
    title: `${site.brand} Business Operations Platform (BOP)`,
    description:
      `Die Service-Schicht der ${site.brand}-Plattform: Services für Sicherheit, Integration, ` +
      "Prozesse, Caching und Reporting auf Oracle-Datenbank und -\u2060Middleware.",
    category: "ORACLE",
    layout: "bop",
    eyebrow: "Plattformbasis",
  },
  {
    slug: productSlugs.accounting,
    title: `${site.brand} Accounting, Reporting & HR`,
    description:
      "Finanzbuchhaltung, gesetzliches Berichtswesen und Per­so­nal­ver­wal­tung auf einem " +
      `gemeinsamen Datenmodell, bereit für Partner zum Einsatz auf der ${site.brand}-Plattform.`,
    category: "ORACLE",
    layout: "standard",
    eyebrow: "Finanzen und Personal",
  },
  {
    slug: productSlugs.udm,
    title: `${site.brand} UDM/PLM – Unified Data Model`,
    description:
      "Ein einheitliches Datenmodell mit Product Lifecycle Management: Entwicklung, " +
      "Produktion und Vertrieb sehen jedes Produkt gleich.",
    category: "ORACLE",
    layout: "standard",
    eyebrow: "Produktdaten",
  },
  {
    slug: productSlugs.materialFlow,
    title: `${site.brand} BI & Material Flow Reporting for OEBS`,
    description:
      "Business Intelligence und Materialfluss-Reporting für Oracle E-Business Suite (OEBS), " +
      "mit fertigen Auswertungen zu Lagerbestand, Einkauf und Produktion.",
    category: "ORACLE",
    layout: "standard",
    eyebrow: "Reporting für OEBS",
  },
  {
    slug: productSlugs.fundAccounting,
    title: `${site.brand} Fund Accounting`,
    description:
      "Buchhaltung und Berichtswesen für Investmentfonds: Port­fo­lio­be­wer­tung, " +
      `An­teils­preis­be­rech­nung und Anlegerberichte auf der ${site.brand}-Plattform.`,
    category: "ORACLE",
    layout: "standard",
    eyebrow: "Fondsbuchhaltung",
  },
  {
    slug: productSlugs.citros,
    title: "Citros",
    description:
      `Das OpenSky-Angebot von ${site.brand}: Un­ter­neh­mens­soft­ware aus Open-Source-Komponenten ` +
      "für Partner, die einen offenen Technologie-Stack bevorzugen.",
    category: "OpenSky",
    layout: "citros",
    eyebrow: "Open Source",
  },
] as const satisfies Translation<typeof englishProducts>;
