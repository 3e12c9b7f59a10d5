import { layoutTraits } from "~/content/layouts";
import { locales, type Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";
import { readContent, readPagePaths, readPagePathsOf } from "~/content/read";
import type { ProductLayout } from "~/content/types";

/** Every page of the site, in every language, as the sitemap lists them. */
export const pagePaths = readPagePaths();

/** Every page of one language. */
export const pagePathsOf = (locale: Locale): string[] => readPagePathsOf(locale);

/** One page per Astro page or product layout: its siblings differ in words alone. */
export function pageTypesOf(locale: Locale): string[] {
  const paths = localePaths[locale];
  return [
    paths.home,
    paths.prices,
    ...(Object.keys(layoutTraits) as ProductLayout[]).map((layout) =>
      productPathOf(locale, layout),
    ),
    paths.privacy,
    paths.imprint,
    paths.accessibility,
  ];
}

/** The page of the first product the content lists with this layout. */
export function productPathOf(locale: Locale, layout: ProductLayout): string {
  const product = readContent(locale).products.find((candidate) => candidate.layout === layout);
  if (!product) throw new Error(`no product has the layout ${layout}`);
  return localePaths[locale].solution(product.slug);
}

/** One page of each kind, in every language. */
export const pageTypePaths = locales.flatMap(pageTypesOf);
