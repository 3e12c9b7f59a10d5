import { products } from "../content/products";
import { NOT_FOUND_PATH, paths, UNKNOWN_SOLUTION_PATH } from "./paths";

/** Every page written to static HTML at build time. Build-time only: the pages never load it. */
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
