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

/** The page in every language, then `x-default`: for the page's head and the sitemap. */
export function alternates(pathname: string): { hreflang: string; path: string }[] {
  return [
    ...locales.map((locale) => ({
      hreflang: localeSettings[locale].hreflang,
      path: alternatePath(pathname, locale),
    })),
    { hreflang: "x-default", path: alternatePath(pathname, DEFAULT_LOCALE) },
  ];
}

/** The same page in language `to`; for an unknown product's 404, the product list. */
export function alternatePath(pathname: string, to: Locale): string {
  const from = localeOfPath(pathname);
  if (pathname === localePaths[from].unknownSolution) return localePaths[to].solutions;
  const rest = pathname.slice(localeSettings[from].prefix.length) || "/";
  const { prefix } = localeSettings[to];
  return rest === "/" ? localePaths[to].home : `${prefix}${rest}`;
}

/** `getStaticPaths` of a page under `pages/[...lang]/`: no segment for the default language. */
export function localeRoutes() {
  return locales.map((locale) => ({
    params: { lang: localeSettings[locale].prefix.slice(1) || undefined },
    props: { locale },
  }));
}
