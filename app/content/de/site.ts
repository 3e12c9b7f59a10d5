/*
 * Glossary for the German pages (CONTENT.md "German (de-AT)" plus the terms chosen here); every
 * German module keeps to it:
 *   Products / Prices / About        Produkte / Preise / Über uns
 *   product page, solution           Produktseite; Lösung (what partners build and deliver)
 *   platform                         Plattform
 *   partner                          Partner
 *   independent software vendor      unabhängige Softwarehersteller (ISV)
 *   system integrator                Systemintegratoren
 *   registered users                 registrierte Benutzer
 *   List Price (EUR) / Metric        Listenpreis (EUR) / Metrik
 *   Key Features                     Funktionen im Überblick
 *   verticals                        Branchenlösungen
 *   core edition                     Core-Edition
 *   Contact us / Get in Touch        Kontakt / Kontakt aufnehmen
 *   excluding VAT                    zzgl. USt.
 *   Imprint / Privacy / Terms        Impressum / Datenschutz / Nutzungsbedingungen
 *   Security                         Sicherheit
 *   headquarters / subsidiary        Hauptsitz / Tochtergesellschaft
 *   implementation                   Einführung
 *   database and middleware          Datenbank und Middleware
 *   support                          Betreuung
 *   Resources (footer column)        Informationen
 * Names stay as they are: Tesseris, BOP, SUBOPiere, Citros, OpenSky, Oracle, ERP, edition and
 * offering names.
 */
import type { Translation } from "../translation";
import { site as englishSite } from "../site";

/**
 * The German words of the site config. Names, contacts and numbers come from the English module,
 * so rebranding still means editing that one file; only places and prose differ here.
 */
export const site = {
  brand: englishSite.brand,
  legalName: englishSite.legalName,
  email: englishSite.email,
  phone: englishSite.phone,
  siteUrl: englishSite.siteUrl,
  headquarters: {
    city: "Wien",
    country: "Österreich",
    company: englishSite.headquarters.company,
  },
  address: {
    company: englishSite.address.company,
    street: englishSite.address.street,
    postalCode: englishSite.address.postalCode,
    city: "Wien",
    country: "Österreich",
  },
  subsidiaries: [
    { city: "Belgrad", country: "Serbien", company: "Tesseris d.o.o." },
    { city: "Kattowitz", country: "Polen", company: "Tesseris sp. z o.o." },
  ],
  partner: {
    name: englishSite.partner.name,
    badge: `${englishSite.partner.name} Partner`,
  },
  description: `${englishSite.brand} ist eine Plattform für Unternehmenssoftware auf Basis von Oracle-Datenbank und -Middleware sowie Open Source – für unabhängige Softwarehersteller und Systemintegratoren.`,
  footerBlurb:
    "Unternehmenssoftware auf Oracle-Datenbank und -Middleware sowie Open Source, entwickelt mit und für unabhängige Softwarehersteller und Systemintegratoren.",
  /**
   * Impressum data (§ 5 ECG, § 14 UGB, § 25 MedienG). Values in square brackets are placeholders,
   * as in the English config, for the deployer to replace with the company's real entries.
   */
  imprint: {
    legalForm: englishSite.imprint.legalForm,
    seat: "Wien, Österreich",
    registerNumber: englishSite.imprint.registerNumber,
    registerCourt: "[Handelsgericht Wien]",
    vatId: englishSite.imprint.vatId,
    businessPurpose: "Entwicklung, Lizenzierung und Betreuung von Unternehmenssoftware",
    mediaOwner: englishSite.imprint.mediaOwner,
    editorialLine: `Informationen über die ${englishSite.brand}-Plattform, ihre Produkte und Listenpreise für Softwarehersteller und Systemintegratoren.`,
  },
  hero: {
    title: `Die ${englishSite.brand}-Plattform`,
    subtitle: "Gemeinsam bessere Software entwickeln.",
  },
} as const satisfies Translation<typeof englishSite>;
