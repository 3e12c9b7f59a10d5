import type { ProductSlug } from "./product-slugs";

/** Each product's card and page content together, in the order of the cards. */
export function joinProductPages<
  Summary extends { slug: ProductSlug },
  DetailsBySlug extends Record<ProductSlug, object>,
>(summaries: readonly Summary[], details: DetailsBySlug): (Summary & DetailsBySlug[ProductSlug])[] {
  return summaries.map((summary) => ({ ...summary, ...details[summary.slug] }));
}
