/** The shapes of content the pages receive, assembled from the data files by ./site-content.ts. */

export const categories = ["ORACLE", "OpenSky"] as const;
/** The product family a card is grouped under on the home page. */
export type Category = (typeof categories)[number];

export interface Feature {
  title: string;
  description?: string;
}

/** ERP, BOP and Citros each have a page layout of their own; the other products share `standard`. */
export const PRODUCT_LAYOUTS = ["erp", "bop", "citros", "standard"] as const;
export type ProductLayout = (typeof PRODUCT_LAYOUTS)[number];

export interface Picture {
  /** Path under `public/`, served from the same origin. */
  src: string;
  alt: string;
  /** Intrinsic size, so the browser reserves the box before the image loads. */
  width: number;
  height: number;
}

/** A titled block below the key features, such as "How BOP fits" or "Verticals". */
export interface ExtraSection {
  id: string;
  heading: string;
  intro: string;
  items: readonly Feature[];
}

/** What a product card shows. */
export interface ProductSummary {
  slug: string;
  title: string;
  /** One or two sentences, shown on the card and under the page title. */
  description: string;
  category: Category;
  layout: ProductLayout;
  /** Short label above the title on the detail page. */
  eyebrow?: string;
}

/** What only the product's own page shows. */
export interface ProductDetails {
  /** Paragraphs of the detail page; when absent the page says the content is coming soon. */
  longDescription?: readonly string[];
  features: readonly Feature[];
  heroImage?: Picture;
  extraSections?: readonly ExtraSection[];
}

export type Product = ProductSummary & ProductDetails;

export interface Office {
  city: string;
  country: string;
  /** ISO 3166-1 alpha-2, for machines: "AT". */
  countryCode: string;
  company: string;
}

export interface PostalAddress {
  company: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  countryCode: string;
}

export interface NavLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  heading: string;
  links: readonly NavLink[];
}
