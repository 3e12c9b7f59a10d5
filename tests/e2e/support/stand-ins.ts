import { locales, localeSettings, type Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";

/** An address with no page, as a visitor might type it, and the page the server sends with a 404
 * (server.spec.ts): unknown paths and products. */
export const STAND_IN_PAGES: { locale: Locale; url: string; standIn: string }[] = locales.flatMap(
  (locale) => {
    const { prefix } = localeSettings[locale];
    const paths = localePaths[locale];
    return [
      { locale, url: `${prefix}/nope`, standIn: paths.notFound },
      { locale, url: `${prefix}/solutions/nope`, standIn: paths.unknownSolution },
    ];
  },
);
