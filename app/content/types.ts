import type { CatalogProduct, ProductText } from "./data.ts";

/** The product family a card is grouped under on the home page. */
export const categories = ["ORACLE", "OpenSky"] as const;
export type Category = (typeof categories)[number];

/** ERP, BOP and Citros each have a page layout of their own; the other products share `standard`. */
export const PRODUCT_LAYOUTS = ["erp", "bop", "citros", "standard"] as const;
export type ProductLayout = (typeof PRODUCT_LAYOUTS)[number];

export type Feature = ProductText["features"][number];
/** A titled block below the key features, such as "How BOP fits" or "Verticals". */
export type ExtraSection = NonNullable<ProductText["extraSections"]>[number];

/** A product's card and page: the catalog's facts with one language's words. */
export type Product = CatalogProduct & Omit<ProductText, "eyebrow"> & { eyebrow?: string };
/** What a product card shows. */
export type ProductSummary = Pick<
  Product,
  "slug" | "title" | "description" | "category" | "layout" | "eyebrow"
>;

export interface NavLink {
  label: string;
  href: string;
}
