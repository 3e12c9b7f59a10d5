/**
 * The company's names, numbers and addresses: the same in every language and free of copy, so
 * each language's site config (./site.ts, ./de/site.ts) builds on them without loading the
 * other's words. Rebranding means editing this file, then the words of those two.
 */
export const brand = "Tesseris";

/** The brand as it starts product slugs (SPEC.md §3), typed as the literal it is. */
export const brandSlug = brand.toLowerCase() as Lowercase<typeof brand>;

/** The production origin: canonical URLs, alternates, the sitemap and the sharing image. */
export const siteUrl = "https://www.tesseris.example";

export const company = {
  legalName: "Tesseris GmbH",
  email: "office@tesseris.example",
  /** As shown to visitors. */
  phone: "+43 1 234 5678",
  street: "Musterstraße 1",
  postalCode: "1010",
  subsidiaries: { belgrade: "Tesseris d.o.o.", katowice: "Tesseris sp. z o.o." },
  partner: "Oracle",
  /**
   * Imprint entries (§ 5 ECG, § 14 UGB, § 25 MedienG) that no language changes. Values in square
   * brackets are placeholders for the deployer to replace with the company's real entries.
   */
  legalForm: "Gesellschaft mit beschränkter Haftung (GmbH)",
  registerNumber: "[FN 000000x]",
  vatId: "[ATU00000000]",
} as const;
