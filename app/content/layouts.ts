import type { ProductLayout } from "./types.ts";

/** What a product page's layout does, named for its effect rather than for a product. */
export interface LayoutTraits {
  /** The hero on the dark navy, centred, or on the light surface, left-aligned. */
  heroTone: "dark" | "light";
  /** The hero picture stands beside the title on wide screens, rather than below it. */
  heroImageBeside: boolean;
  /** The extra sections come before the key features. */
  extrasFirst: boolean;
  /** The key features as a numbered list, a two-column checklist, or a grid of cards. */
  featureStyle: "numbered" | "checklist" | "cards";
  /** The extra sections read as a stack of layers, top to bottom, rather than a grid of tiles. */
  extrasStacked: boolean;
}

const standard: LayoutTraits = {
  heroTone: "light",
  heroImageBeside: false,
  extrasFirst: false,
  featureStyle: "cards",
  extrasStacked: false,
};

/** Every layout's traits, in one place: ERP, BOP and Citros arrange the same parts their own way. */
export const layoutTraits = {
  erp: { ...standard, heroImageBeside: true, featureStyle: "numbered" },
  bop: { ...standard, extrasFirst: true, extrasStacked: true },
  citros: { ...standard, heroTone: "dark", featureStyle: "checklist" },
  standard,
} as const satisfies Record<ProductLayout, LayoutTraits>;
