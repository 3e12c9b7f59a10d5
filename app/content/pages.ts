import { localePaths } from "./paths.ts";
import { locales, type Locale } from "./locales.ts";

/** Every page of one language, in the order the sitemap lists them, with the products' slugs. */
export function pagePathsOf(locale: Locale, productSlugs: readonly string[]): string[] {
  const paths = localePaths[locale];
  return [
    paths.home,
    paths.prices,
    ...productSlugs.map((slug) => paths.solution(slug)),
    paths.terms,
    paths.privacy,
    paths.security,
    paths.imprint,
    paths.accessibility,
  ];
}

/** Every page of the site, in both languages. */
export const allPagePaths = (productSlugs: readonly string[]) =>
  locales.flatMap((locale) => pagePathsOf(locale, productSlugs));
