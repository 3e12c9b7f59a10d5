import { localePaths } from "./paths";
import { locales, type Locale } from "./locales";
import { productSlugs } from "./product-slugs";

/** Every page of one language, in the order the sitemap lists them. */
export function pagePathsOf(locale: Locale): string[] {
  const paths = localePaths[locale];
  return [
    paths.home,
    paths.prices,
    ...Object.values(productSlugs).map((slug) => paths.solution(slug)),
    paths.terms,
    paths.privacy,
    paths.security,
    paths.imprint,
    paths.accessibility,
  ];
}

/** Every page of the site, in both languages. */
export const pagePaths = locales.flatMap(pagePathsOf);
