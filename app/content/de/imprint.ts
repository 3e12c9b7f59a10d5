import type { imprintPage as englishImprintPage } from "../imprint";
import type { Translation } from "../translation";
import { site } from "./site";

const { address, imprint } = site;

/**
 * The Impressum: the disclosures of § 5 ECG, § 14 UGB and § 25 MedienG, every value from the
 * site config (bracketed values are placeholders there).
 */
export const imprintPage = {
  title: "Impressum",
  description: `Angaben zur ${site.legalName} gemäß § 5 ECG, § 14 UGB und § 25 MedienG.`,
  intro:
    "Informationen gemäß § 5 E-Commerce-Gesetz (ECG), § 14 Un­ter­neh­mens­ge­setz­buch (UGB) und Offenlegung gemäß § 25 Mediengesetz (MedienG).",
  entries: [
    { label: "Firmenwortlaut", value: site.legalName },
    { label: "Rechtsform", value: imprint.legalForm },
    { label: "Sitz", value: imprint.seat },
    {
      label: "Anschrift",
      value: `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
    },
    { label: "E-Mail", value: site.email },
    { label: "Telefon", value: site.phone },
    { label: "Firmenbuchnummer", value: imprint.registerNumber },
    { label: "Firmenbuchgericht", value: imprint.registerCourt },
    { label: "UID-Nummer", value: imprint.vatId },
    { label: "Un­ter­neh­mens­ge­gen­stand", value: imprint.businessPurpose },
    { label: "Medieninhaber und Herausgeber", value: imprint.mediaOwner },
    { label: "Grundlegende Richtung (Blattlinie)", value: imprint.editorialLine },
  ],
} as const satisfies Translation<typeof englishImprintPage>;
