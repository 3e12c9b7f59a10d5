import type { Locale } from "~/content/locales";
import { layoutTraits } from "~/content/layouts";
import { localePaths } from "~/content/paths";
import { locales } from "~/content/locales";
import { readContent, readPagePaths, readPagePathsOf } from "~/content/read";

/** Every page of the site, in both languages, as the sitemap lists them. */
export const pagePaths = readPagePaths();

/** Every page of one language. */
export const pagePathsOf = (locale: Locale): string[] => readPagePathsOf(locale);

/**
 * One page of each kind in one language: each is its own Astro page or product layout, so a
 * check of markup, colour or layout that holds on it holds on its siblings, which differ only in
 * words (checked elsewhere). The legal pages share one page file; privacy stands for the three.
 */
export function pageTypesOf(locale: Locale): string[] {
  const paths = localePaths[locale];
  const { products } = readContent(locale);
  const productPaths = Object.keys(layoutTraits).map((layout) => {
    const product = products.find((candidate) => candidate.layout === layout);
    if (!product) throw new Error(`no product has the layout ${layout}`);
    return paths.solution(product.slug);
  });
  return [
    paths.home,
    paths.prices,
    ...productPaths,
    paths.privacy,
    paths.imprint,
    paths.accessibility,
  ];
}

/** One page of each kind, in both languages. */
export const pageTypePaths = locales.flatMap(pageTypesOf);
