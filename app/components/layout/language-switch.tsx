import { localeSettings, type Locale } from "~/content/locales";
import { cn } from "~/lib/cn";
import { LANGUAGE_SWITCH_ATTRIBUTE } from "~/lib/language-switch-links";
import { alternatePath, otherLocale } from "~/lib/locale";

interface LanguageSwitchProps {
  /** The page's language; the link leads to the other one. */
  locale: Locale;
  label: string;
  /** The page's own path, kept in the other language. */
  path: string;
  /** Sets the display; a display of the component's own would override the caller's `hidden`. */
  className: string;
}

/**
 * A link to this page in the other language, named and spoken in that language. The caller sets
 * the display (`hidden md:inline-flex` in the header bar, `flex` in the phone menu). The price
 * page's explorer adds its query to it.
 */
export function LanguageSwitch({ locale, label, path, className }: LanguageSwitchProps) {
  const target = otherLocale(locale);
  const { hreflang, htmlLang } = localeSettings[target];
  return (
    <a
      href={alternatePath(path, target)}
      hrefLang={hreflang}
      lang={htmlLang}
      {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: "" }}
      className={cn(
        "min-h-11 items-center rounded-md px-3 font-medium text-fg hover:text-accent",
        className,
      )}
    >
      {label}
    </a>
  );
}
