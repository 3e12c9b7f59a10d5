import { DEFAULT_LOCALE, localeSettings, locales, type Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";

/** The language a path belongs to, from its prefix (/de and /de/… are German); else the default. */
export function localeOfPath(pathname: string): Locale {
  return (
    locales.find((locale) => {
      const { prefix } = localeSettings[locale];
      return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
    }) ?? DEFAULT_LOCALE
  );
}

/**
 * The page at `pathname` in every language (`hreflang`), then in the default one for everyone
 * else (`x-default`): the alternates a page's head and the sitemap both list.
 */
export function alternates(pathname: string): { hreflang: string; path: string }[] {
  return [
    ...locales.map((locale) => ({
      hreflang: localeSettings[locale].hreflang,
      path: alternatePath(pathname, locale),
    })),
    { hreflang: "x-default", path: alternatePath(pathname, DEFAULT_LOCALE) },
  ];
}

/**
 * The same page in language `to`. An unknown product has no page in any language, so on the
 * stand-in hosts send for one (`/solutions/404`), the other language's product list takes its
 * place.
 */
export function alternatePath(pathname: string, to: Locale): string {
  const from = localeOfPath(pathname);
  if (pathname === localePaths[from].unknownSolution) return localePaths[to].solutions;
  const rest = pathname.slice(localeSettings[from].prefix.length) || "/";
  const { prefix } = localeSettings[to];
  return rest === "/" ? localePaths[to].home : `${prefix}${rest}`;
}

/**
 * A page's paths in every language, for `getStaticPaths` of a page under `pages/[...lang]/`: the
 * segment is empty for English (the spec's URLs) and the prefix for the others (`/de/prices`).
 */
export function localeRoutes() {
  return locales.map((locale) => ({
    params: { lang: localeSettings[locale].prefix.slice(1) || undefined },
    props: { locale },
  }));
}
