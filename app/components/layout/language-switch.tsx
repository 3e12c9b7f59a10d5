import { localeSettings, type Locale } from "~/content/locales";
import { cn } from "~/lib/cn";
import { LANGUAGE_SWITCH_ATTRIBUTE } from "~/lib/language-switch-links";
import { alternatePath } from "~/lib/locale";

interface LanguageSwitchProps {
  /** The site's other languages, each named in itself. */
  languages: readonly { locale: Locale; label: string }[];
  /** The page's own path, kept in the other languages. */
  path: string;
  /** Sets the display; a display of the component's own would override the caller's `hidden`. */
  className: string;
}

/**
 * A link to this page in each other language, named and spoken in that language. The caller sets
 * the display (`hidden md:inline-flex` in the header bar, `flex` in the phone menu). The price
 * page's explorer adds its query to them.
 */
export function LanguageSwitch({ languages, path, className }: LanguageSwitchProps) {
  return languages.map(({ locale, label }) => (
    <a
      key={locale}
      href={alternatePath(path, locale)}
      hrefLang={localeSettings[locale].hreflang}
      lang={localeSettings[locale].htmlLang}
      {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: "" }}
      className={cn(
        "min-h-11 items-center rounded-md px-3 font-medium text-fg hover:text-accent",
        className,
      )}
    >
      {label}
    </a>
  ));
}
