import { products } from "../content/products";

/** Every internal URL of the site, built in one place. */
export const paths = {
  home: "/",
  prices: "/prices",
  solutions: "/#solutions",
  about: "/#about",
  values: "/#values",
  contact: "/#contact",
  solution: (slug: string) => `/solutions/${slug}`,
  terms: "/terms",
  privacy: "/privacy",
  security: "/security",
} as const;

/** Prerendered stand-ins the server sends, with status 404, for paths that match no page. */
export const NOT_FOUND_PATH = "/404";
export const UNKNOWN_SOLUTION_PATH = paths.solution("_not-found");

/** Every page written to static HTML at build time. */
export const prerenderPaths = [
  paths.home,
  paths.prices,
  ...products.map((product) => paths.solution(product.slug)),
  paths.terms,
  paths.privacy,
  paths.security,
  UNKNOWN_SOLUTION_PATH,
  NOT_FOUND_PATH,
];
