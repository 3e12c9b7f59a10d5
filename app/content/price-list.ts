/**
 * The price list of SPEC.md §9: three sections, 23 offerings, four user tiers each. Prices are
 * whole euros; sections and offerings are named, never described, so every language shares them.
 */

/** Registered users from `from` to `to`; the last tier has no upper bound. */
export interface UserRange {
  from: number;
  to?: number;
}

/** The four user tiers of SPEC.md §9, as numbers: their labels are built where the page is. */
export const tiers = [
  { id: "upTo5k", users: { from: 0, to: 5_000 } },
  { id: "upTo10k", users: { from: 5_000, to: 10_000 } },
  { id: "upTo50k", users: { from: 10_000, to: 50_000 } },
  { id: "over50k", users: { from: 50_000 } },
] as const satisfies readonly { id: string; users: UserRange }[];

export type TierId = (typeof tiers)[number]["id"];

export interface Offering {
  /**
   * Stable kebab-case key, unique across all sections. The price explorer puts it in URLs, so
   * it must not follow the title when the title is reworded.
   */
  id: string;
  title: string;
  /** List price in EUR for every tier; a missing tier does not compile. */
  prices: Record<TierId, number>;
}

export const priceSectionIds = ["identity", "bop", "subopiere"] as const;
export type PriceSectionId = (typeof priceSectionIds)[number];

export interface PriceSection {
  id: PriceSectionId;
  heading: string;
  offerings: readonly Offering[];
}

/** Prices in tier order, so the table of SPEC.md §9 reads the same here. */
function offering(
  id: string,
  title: string,
  [upTo5k, upTo10k, upTo50k, over50k]: readonly [number, number, number, number],
): Offering {
  return { id, title, prices: { upTo5k, upTo10k, upTo50k, over50k } };
}

export const priceSections = [
  {
    id: "identity",
    heading: "Identity",
    offerings: [
      offering(
        "identity-manager-connectors-pack",
        "Identity Manager Connectors Pack",
        [50_000, 100_000, 190_000, 340_000],
      ),
    ],
  },
  {
    id: "bop",
    heading: "BOP",
    offerings: [
      offering("bop-security-core", "BOP Security core", [40_000, 80_000, 135_000, 240_000]),
      offering(
        "bop-enterprise-core",
        "BOP Enterprise core",
        [250_000, 450_000, 800_000, 1_600_000],
      ),
      offering("bop-management", "BOP Management", [30_000, 60_000, 120_000, 220_000]),
      offering("bop-in-memory", "BOP In-Memory", [90_000, 160_000, 300_000, 550_000]),
      offering("bop-multitenant", "BOP Multitenant", [100_000, 180_000, 350_000, 600_000]),
      offering("bop-bpm", "BOP BPM", [400_000, 750_000, 1_400_000, 2_700_000]),
      offering("bop-etl", "BOP ETL", [110_000, 200_000, 390_000, 700_000]),
      offering("bop-bi-reporting", "BOP BI Reporting", [450_000, 850_000, 1_650_000, 3_200_000]),
      offering("bop-lite-cache", "BOP Lite Cache", [2_000, 4_000, 7_500, 14_000]),
      offering("bop-enterprise-cache", "BOP Enterprise Cache", [60_000, 110_000, 200_000, 350_000]),
      offering("bop-grid-cache", "BOP Grid Cache", [15_000, 25_000, 50_000, 90_000]),
      offering("bop-mobile", "BOP Mobile", [100_000, 190_000, 350_000, 680_000]),
      offering("bop-identity", "BOP Identity", [50_000, 100_000, 190_000, 340_000]),
      offering(
        "golden-gate",
        "Golden Gate Internal and External (both BOP and SUBOPiere)",
        [20_000, 40_000, 80_000, 160_000],
      ),
    ],
  },
  {
    id: "subopiere",
    heading: "SUBOPiere",
    offerings: [
      offering("subopiere-entry", "SUBOPiere Entry", [40_000, 80_000, 135_000, 240_000]),
      offering("subopiere-basic", "SUBOPiere Basic", [80_000, 160_000, 270_000, 480_000]),
      offering("subopiere-corporate", "SUBOPiere Corporate", [100_000, 210_000, 420_000, 840_000]),
      offering(
        "subopiere-diagnostics-tuning",
        "SUBOPiere Diagnostics & Tuning",
        [30_000, 60_000, 125_000, 250_000],
      ),
      offering(
        "subopiere-multitenancy",
        "SUBOPiere Multitenancy",
        [100_000, 180_000, 350_000, 600_000],
      ),
      offering(
        "subopiere-data-masking-subsetting",
        "SUBOPiere Data Masking & Subsetting",
        [50_000, 100_000, 200_000, 400_000],
      ),
      offering("subopiere-java-engine", "SUBOPiere Java Engine", [25_000, 45_000, 80_000, 160_000]),
      offering("subopiere-reporting", "SUBOPiere Reporting", [45_000, 85_000, 150_000, 290_000]),
    ],
  },
] as const satisfies readonly PriceSection[];

/** The most registered users the price explorer accepts; a larger count is a typing slip. */
export const MAX_REGISTERED_USERS = 100_000_000;
