import { Link, useLocation } from "react-router";
import { localeSettings } from "~/content/locales";
import { useChrome } from "~/hooks/use-chrome";
import { cn } from "~/lib/cn";
import { alternatePath, otherLocale } from "~/lib/locale";

interface LanguageSwitchProps {
  /** Sets the display; a display of the component's own would override the caller's `hidden`. */
  className: string;
  onClick?: () => void;
}

/**
 * A link to this page in the other language, named and spoken in that language. The caller sets
 * the display (`hidden md:inline-flex` in the header bar, `flex` in the phone menu).
 */
export function LanguageSwitch({ className, onClick }: LanguageSwitchProps) {
  const { locale, text } = useChrome();
  const { pathname } = useLocation();
  const target = otherLocale(locale);
  const { hreflang, htmlLang } = localeSettings[target];
  return (
    <Link
      to={alternatePath(pathname, target)}
      hrefLang={hreflang}
      lang={htmlLang}
      className={cn(
        "min-h-11 items-center rounded-md px-3 font-medium text-fg hover:text-accent",
        className,
      )}
      onClick={onClick}
    >
      {text.languageSwitch.label}
    </Link>
  );
}
