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
import { brand, company, siteUrl } from "../company";
import type { site as englishSite } from "../site";

/** The site config in German: names, contacts and numbers from ../company.ts, words of its own. */
export const site = {
  brand,
  legalName: company.legalName,
  email: company.email,
  phone: company.phone,
  siteUrl,
  headquarters: {
    city: "Wien",
    country: "Österreich",
    company: company.legalName,
  },
  address: {
    company: company.legalName,
    street: company.street,
    postalCode: company.postalCode,
    city: "Wien",
    country: "Österreich",
  },
  subsidiaries: [
    { city: "Belgrad", country: "Serbien", company: company.subsidiaries.belgrade },
    { city: "Kattowitz", country: "Polen", company: company.subsidiaries.katowice },
  ],
  partner: {
    name: company.partner,
    badge: `${company.partner} Partner`,
  },
  description: `${brand} ist eine Plattform für Un­ter­neh­mens­soft­ware auf Basis von Oracle-Datenbank und -Middleware sowie Open Source – für unabhängige Soft­ware­her­stel­ler und Sys­tem­in­te­gra­to­ren.`,
  footerBlurb:
    "Un­ter­neh­mens­soft­ware auf Oracle-Datenbank und -\u2060Middleware sowie Open Source, entwickelt mit und für unabhängige Soft­ware­her­stel­ler und Sys­tem­in­te­gra­to­ren.",
  /**
   * Impressum data (§ 5 ECG, § 14 UGB, § 25 MedienG). Values in square brackets are placeholders,
   * as in the English config, for the deployer to replace with the company's real entries.
   */
  imprint: {
    legalForm: company.legalForm,
    seat: "Wien, Österreich",
    registerNumber: company.registerNumber,
    registerCourt: "[Handelsgericht Wien]",
    vatId: company.vatId,
    businessPurpose: "Entwicklung, Lizenzierung und Betreuung von Un­ter­neh­mens­soft­ware",
    mediaOwner: company.legalName,
    editorialLine: `Informationen über die ${brand}-Plattform, ihre Produkte und Listenpreise für Soft­ware­her­stel­ler und Sys­tem­in­te­gra­to­ren.`,
  },
  hero: {
    title: `Die ${brand}-Plattform`,
    subtitle: "Gemeinsam bessere Software entwickeln.",
  },
} as const satisfies Translation<typeof englishSite>;
