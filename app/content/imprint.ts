import type { Translation } from "./translation";
import { site } from "./site";

const { address, imprint } = site;

/** The imprint (Impressum) under § 5 ECG and § 25 MedienG, every value from the site config. */
export const imprintPage = {
  title: "Imprint",
  description: `Company information about ${site.legalName} under § 5 ECG and § 25 MedienG.`,
  intro:
    "Information under § 5 of the Austrian E-Commerce Act (ECG) and § 25 of the Media Act (MedienG).",
  entries: [
    { label: "Company", value: site.legalName },
    { label: "Legal form", value: imprint.legalForm },
    { label: "Registered seat", value: imprint.seat },
    {
      label: "Address",
      value: `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
    },
    { label: "Email", value: site.email },
    { label: "Phone", value: site.phone },
    { label: "Company register number", value: imprint.registerNumber },
    { label: "Register court", value: imprint.registerCourt },
    { label: "VAT ID", value: imprint.vatId },
    { label: "Business purpose", value: imprint.businessPurpose },
    { label: "Media owner and publisher", value: imprint.mediaOwner },
    { label: "Editorial line", value: imprint.editorialLine },
  ],
} as const;

/** The imprint in any language. */
export type ImprintPage = Translation<typeof imprintPage>;
