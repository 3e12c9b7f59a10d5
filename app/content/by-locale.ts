import { chrome as enChrome, type Chrome } from "./chrome";
import { chrome as deChrome } from "./de/chrome";
import { homeContent as deHome } from "./de/home";
import { imprintPage as deImprint } from "./de/imprint";
import { productPages as deProducts } from "./de/product-details";
import { solutionPageText as deSolution } from "./de/solution-page";
import { homeContent as enHome } from "./home";
import { imprintPage as enImprint } from "./imprint";
import type { Locale } from "./locales";
import { localePaths, type LocalePaths } from "./paths";
import { productPages as enProducts } from "./product-details";
import { solutionPageText as enSolution } from "./solution-page";

/** The language of a page, its URLs, and the words around its content. */
export interface PageChrome {
  locale: Locale;
  paths: LocalePaths;
  text: Chrome;
}

/**
 * Everything each language's pages show, for the pages to pick from at build time. Pages ship no
 * script of their own, so no visitor downloads this; the price explorer gets its part as props.
 */
export const contentOf = {
  en: {
    chrome: { locale: "en", paths: localePaths.en, text: enChrome },
    home: enHome,
    products: enProducts,
    solution: enSolution,
    imprint: enImprint,
  },
  de: {
    chrome: { locale: "de", paths: localePaths.de, text: deChrome },
    home: deHome,
    products: deProducts,
    solution: deSolution,
    imprint: deImprint,
  },
} as const satisfies Record<Locale, { chrome: PageChrome } & Record<string, unknown>>;
