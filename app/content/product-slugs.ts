import { brandSlug } from "./company";

/**
 * The seven product URLs' last segments (SPEC.md §3), the same in every language. Kept apart from
 * the product copy so the header can tell a product page from an unknown one without loading it.
 */
export const productSlugs = {
  erp: "subopiere-su-bop-erp",
  bop: `${brandSlug}-business-operations-platform-bop`,
  accounting: `${brandSlug}-accounting-reporting-hr`,
  udm: `${brandSlug}-udm-plm-unified-data-model`,
  materialFlow: `${brandSlug}-bi-material-flow-reporting-for-oebs`,
  fundAccounting: `${brandSlug}-fund-accounting`,
  citros: "citros",
} as const;

export type ProductSlug = (typeof productSlugs)[keyof typeof productSlugs];

export function isProductSlug(slug: string | undefined): slug is ProductSlug {
  return Object.values<string | undefined>(productSlugs).includes(slug);
}
