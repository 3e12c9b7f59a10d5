import type { Translation } from "./translation";

/** The words of a product page around its own content (SPEC.md §2, Product detail). */
export const solutionPageText = {
  keyFeatures: "Key Features",
  backToHome: "Back to Home",
  comingSoon: "Detailed content coming soon.",
  notFound: {
    title: "Solution not found.",
    body: "There is no product at this address. It may have been renamed or removed.",
    backToProducts: "Back to Products",
  },
} as const;

/** The product page's words in any language. */
export type SolutionPageText = Translation<typeof solutionPageText>;
