import type { Office, PostalAddress } from "./types";

/**
 * Brand, contacts and addresses. Rebranding the site means editing this one file:
 * every component and page reads these values from here.
 */
export const site = {
  brand: "Tesseris",
  legalName: "Tesseris GmbH",
  email: "office@tesseris.example",
  /** As shown to visitors. */
  phone: "+43 1 234 5678",
  siteUrl: "https://www.tesseris.example",
  headquarters: {
    city: "Vienna",
    country: "Austria",
    company: "Tesseris GmbH",
  } satisfies Office,
  address: {
    company: "Tesseris GmbH",
    street: "Musterstraße 1",
    postalCode: "1010",
    city: "Vienna",
    country: "Austria",
  } satisfies PostalAddress,
  subsidiaries: [
    { city: "Belgrade", country: "Serbia", company: "Tesseris d.o.o." },
    { city: "Katowice", country: "Poland", company: "Tesseris sp. z o.o." },
  ] satisfies Office[],
  partner: {
    name: "Oracle",
    /** Text of the original partner badge in the header; never a copied vendor logo. */
    badge: "Oracle Partner",
  },
  /** The home page's meta description. */
  description:
    "Tesseris is a platform of business software on Oracle database and middleware plus open source, for independent software vendors and system integrators.",
  /** Brand text in the home page footer. */
  footerBlurb:
    "Business software on Oracle database and middleware plus open source, built with and for independent software vendors and system integrators.",
  /**
   * Imprint data (§ 5 ECG, § 25 MedienG). Values in square brackets are placeholders for the
   * deployer to replace with the company's real entries.
   */
  imprint: {
    legalForm: "Gesellschaft mit beschränkter Haftung (GmbH)",
    seat: "Vienna, Austria",
    registerNumber: "[FN 000000x]",
    registerCourt: "[Commercial Court Vienna]",
    vatId: "[ATU00000000]",
    businessPurpose: "Development, licensing and support of business software",
    mediaOwner: "Tesseris GmbH",
    editorialLine:
      "Information about the Tesseris platform, its products and list prices for software vendors and system integrators.",
  },
  hero: {
    title: "The Tesseris Platform",
    subtitle: "Building better software together.",
  },
} as const;

/** The phone number as a `tel:` URI: digits and a leading plus only. */
export const phoneHref = `tel:${site.phone.replace(/[^+\d]/g, "")}`;
export const mailHref = `mailto:${site.email}`;

/** The brand as it starts product slugs (SPEC.md §3), typed as the literal it is. */
export const brandSlug = site.brand.toLowerCase() as Lowercase<typeof site.brand>;
