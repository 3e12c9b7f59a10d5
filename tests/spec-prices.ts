/** List prices of SPEC.md §9 by hand, which the suite's fixture content (tests/fixtures/content) holds. */
export const SPEC_PRICES: Record<string, readonly [number, number, number, number]> = {
  "identity-manager-connectors-pack": [50_000, 100_000, 190_000, 340_000],
  "bop-etl": [110_000, 200_000, 390_000, 700_000],
  "bop-bi-reporting": [450_000, 850_000, 1_650_000, 3_200_000],
  "bop-lite-cache": [2_000, 4_000, 7_500, 14_000],
  "golden-gate": [20_000, 40_000, 80_000, 160_000],
  "subopiere-reporting": [45_000, 85_000, 150_000, 290_000],
};
