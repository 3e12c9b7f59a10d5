import { products } from "./products";
import { NOT_FOUND_PATH, paths, UNKNOWN_SOLUTION_PATH } from "./paths";

/** Every page of the site, as listed in the sitemap. */
export const pagePaths = [
  paths.home,
  paths.prices,
  ...products.map((product) => paths.solution(product.slug)),
  paths.terms,
  paths.privacy,
  paths.security,
  paths.imprint,
];

/** Everything written to static files at build time. Build-time only: pages never load it. */
export const prerenderPaths = [
  ...pagePaths,
  UNKNOWN_SOLUTION_PATH,
  NOT_FOUND_PATH,
  paths.sitemap,
  paths.robots,
  paths.securityTxt,
  paths.ogImage,
];
