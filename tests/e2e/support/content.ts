import { chrome as enChrome } from "~/content/chrome";
import { chrome as deChrome } from "~/content/de/chrome";
import { homeContent as deHome } from "~/content/de/home";
import { imprintPage as deImprint } from "~/content/de/imprint";
import { productPages as deProducts } from "~/content/de/product-details";
import { solutionPageText as deSolutionText } from "~/content/de/solution-page";
import { homeContent as enHome } from "~/content/home";
import { imprintPage as enImprint } from "~/content/imprint";
import { locales, localeSettings, type Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";
import { productPages as enProducts } from "~/content/product-details";
import { readLegal, readPricesContent } from "~/content/read";
import { solutionPageText as enSolutionText } from "~/content/solution-page";

/**
 * What a visitor reads on the pages of each language, straight from the content modules, so a
 * spec written once asserts the English and the German pages with the words each one shows.
 */
export const contentOf = {
  en: {
    chrome: enChrome,
    home: enHome,
    prices: readPricesContent("en"),
    products: enProducts,
    solution: enSolutionText,
    legal: readLegal("en"),
    imprint: enImprint,
  },
  de: {
    chrome: deChrome,
    home: deHome,
    prices: readPricesContent("de"),
    products: deProducts,
    solution: deSolutionText,
    legal: readLegal("de"),
    imprint: deImprint,
  },
} as const;

export { locales, localePaths, localeSettings, type Locale };

/** The price list's sections and tiers as the English page names them; prices are the same in German. */
export const { sections: priceSections, tiers } = contentOf.en.prices;

/** The language whose pages live under `path`: German under /de, English elsewhere. */
export function localeOf(path: string): Locale {
  const { prefix } = localeSettings.de;
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}#`)
    ? "de"
    : "en";
}

/** Title letters as the hero types them: one per code point, as the markup splits them. */
export function heroLetters(locale: Locale): string[] {
  return Array.from(contentOf[locale].chrome.site.hero.title);
}

/** The language the language switch of a page in `locale` leads to. */
export function otherLocaleOf(locale: Locale): Locale {
  return locale === "en" ? "de" : "en";
}
