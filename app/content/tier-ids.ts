/**
 * The four user tiers of SPEC.md §9, by key. Their ranges and prices are data
 * (content/price-list.yaml); the keys name them in code, URLs and the data files. A module of its
 * own, free of the schemas, so the price explorer's island carries no schema library.
 */
export const TIER_IDS = ["upTo5k", "upTo10k", "upTo50k", "over50k"] as const;
export type TierId = (typeof TIER_IDS)[number];
