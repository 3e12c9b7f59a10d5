import { localeSettings, type Locale } from "./locales.ts";

/** Every page URL of one language: the English path under the language's prefix. */
function pathsUnder(prefix: string) {
  const home = prefix || "/";
  return {
    home,
    prices: `${prefix}/prices`,
    /** The price list as a spreadsheet file, written at build time. */
    priceListCsv: `${prefix}/prices.csv`,
    solutions: `${home}#solutions`,
    about: `${home}#about`,
    values: `${home}#values`,
    contact: `${home}#contact`,
    solution: (slug: string) => `${prefix}/solutions/${slug}`,
    terms: `${prefix}/terms`,
    privacy: `${prefix}/privacy`,
    security: `${prefix}/security`,
    imprint: `${prefix}/imprint`,
    accessibility: `${prefix}/accessibility`,
    /** What hosts send, with status 404, for the paths below them that match no page. */
    notFound: `${prefix}/404`,
    unknownSolution: `${prefix}/solutions/404`,
  } as const;
}

export type LocalePaths = ReturnType<typeof pathsUnder>;

export const localePaths = Object.fromEntries(
  Object.entries(localeSettings).map(([locale, { prefix }]) => [locale, pathsUnder(prefix)]),
) as Record<Locale, LocalePaths>;

/** Every page of a language, in the sitemap's order, for the products' slugs. */
export function pagePathsOf(locale: Locale, slugs: readonly string[]): string[] {
  const paths = localePaths[locale];
  return [
    paths.home,
    paths.prices,
    ...slugs.map((slug) => paths.solution(slug)),
    paths.terms,
    paths.privacy,
    paths.security,
    paths.imprint,
    paths.accessibility,
  ];
}

/** The pages a link of the header or footer may open, by their name in `LocalePaths`. */
export const NAV_PAGES = [
  "home",
  "prices",
  "solutions",
  "about",
  "values",
  "contact",
  "terms",
  "privacy",
  "security",
  "imprint",
  "accessibility",
] as const satisfies readonly (keyof LocalePaths)[];

export type NavPage = (typeof NAV_PAGES)[number];

/** Files of the whole site, in no language. */
export const sitePaths = {
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  securityTxt: "/.well-known/security.txt",
  ogImage: "/og-image.png",
  /** The icon artwork, and what browsers, feed readers and phones ask for by name, drawn from it. */
  favicon: "/favicon.svg",
  faviconIco: "/favicon.ico",
  appleTouchIcon: "/apple-touch-icon.png",
  /** The price list for machines, in every language, and the JSON Schema it follows. */
  priceListJson: "/prices.json",
  priceListSchema: "/prices.schema.json",
} as const;
