import { DEFAULT_LOCALE, locales, localeSettings, type Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";
import { readContent } from "~/content/read";

/** Each language's words, straight from the data files, so one spec asserts every language. */
export const contentOf = Object.fromEntries(
  locales.map((locale) => {
    const content = readContent(locale);
    return [locale, { ...content, chrome: content.chrome.text }];
  }),
) as Record<
  Locale,
  Omit<ReturnType<typeof readContent>, "chrome"> & {
    chrome: ReturnType<typeof readContent>["chrome"]["text"];
  }
>;

export { locales, localePaths, localeSettings, type Locale };

/** The price list's sections and tiers as the English page names them; prices are the same in German. */
export const { sections: priceSections, tiers } = contentOf.en.prices;

/** The language whose pages live under `path`: its prefix's, or the default's with none. */
export function localeOf(path: string): Locale {
  const prefixed = locales.find((locale) => {
    const { prefix } = localeSettings[locale];
    return (
      prefix && (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}#`))
    );
  });
  return prefixed ?? DEFAULT_LOCALE;
}

/** Title letters as the hero types them: one per code point, as the markup splits them. */
export function heroLetters(locale: Locale): string[] {
  return Array.from(contentOf[locale].chrome.site.hero.title);
}

/** The language the language switch of a page in `locale` leads to. */
export function otherLocaleOf(locale: Locale): Locale {
  return locales[(locales.indexOf(locale) + 1) % locales.length] as Locale;
}

/** Every language but `locale`. */
export function otherLocalesOf(locale: Locale): Locale[] {
  return locales.filter((each) => each !== locale);
}

/** The name of the link to `to` on a page in `from`: `to`'s name for itself. */
export function switchLabel(from: Locale, to: Locale = otherLocaleOf(from)): string {
  const link = contentOf[from].chrome.languageSwitch.find((each) => each.locale === to);
  if (!link) throw new Error(`pages in ${from} have no link to ${to}`);
  return link.label;
}
