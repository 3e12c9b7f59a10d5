import { brand, company, siteUrl } from "./company";
import type { Office, PostalAddress } from "./types";

/**
 * Brand, contacts and addresses in English, from the company data of ./company.ts: every
 * component and English page reads these values from here.
 */
export const site = {
  brand,
  legalName: company.legalName,
  email: company.email,
  phone: company.phone,
  siteUrl,
  headquarters: {
    city: "Vienna",
    country: "Austria",
    company: company.legalName,
  } satisfies Office,
  address: {
    company: company.legalName,
    street: company.street,
    postalCode: company.postalCode,
    city: "Vienna",
    country: "Austria",
  } satisfies PostalAddress,
  subsidiaries: [
    { city: "Belgrade", country: "Serbia", company: company.subsidiaries.belgrade },
    { city: "Katowice", country: "Poland", company: company.subsidiaries.katowice },
  ] satisfies Office[],
  partner: {
    name: company.partner,
    /** Text of the original partner badge in the header; never a copied vendor logo. */
    badge: `${company.partner} Partner`,
  },
  /** The home page's meta description. */
  description: `${brand} is a platform of business software on Oracle database and middleware plus open source, for independent software vendors and system integrators.`,
  /** Brand text in the home page footer. */
  footerBlurb:
    "Business software on Oracle database and middleware plus open source, built with and for independent software vendors and system integrators.",
  /** Imprint data (§ 5 ECG, § 25 MedienG); bracketed values are placeholders (./company.ts). */
  imprint: {
    legalForm: company.legalForm,
    seat: "Vienna, Austria",
    registerNumber: company.registerNumber,
    registerCourt: "[Commercial Court Vienna]",
    vatId: company.vatId,
    businessPurpose: "Development, licensing and support of business software",
    mediaOwner: company.legalName,
    editorialLine: `Information about the ${brand} platform, its products and list prices for software vendors and system integrators.`,
  },
  hero: {
    title: `The ${brand} Platform`,
    subtitle: "Building better software together.",
  },
} as const;
