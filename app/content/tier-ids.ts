/** The four user tiers of SPEC.md §9: apart from the schemas, so the island carries no zod. */
export const TIER_IDS = ["upTo5k", "upTo10k", "upTo50k", "over50k"] as const;
export type TierId = (typeof TIER_IDS)[number];
