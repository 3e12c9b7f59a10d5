import { CloseIcon, MenuIcon } from "~/components/ui/icons";
import { useEffect, useId, useRef } from "react";
import { Link, NavLink } from "react-router";
import type { NavLink as NavItem } from "~/content/types";
import { useChrome } from "~/hooks/use-chrome";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import { cn } from "~/lib/cn";
import { HEADER_SCROLL_THRESHOLD_PX, MENU_CLOSE_DELAY_MS } from "~/content/constants";
import { LogoMark } from "~/components/art/logo-mark";
import { PartnerBadge } from "~/components/art/partner-badge";
import { LanguageSwitch } from "~/components/layout/language-switch";

const linkClass =
  "inline-flex min-h-11 items-center rounded-md px-3 font-medium text-fg hover:text-accent aria-[current=page]:text-accent aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";

export function SiteHeader() {
  const { paths, text } = useChrome();
  const { site, headerLabels, headerNav } = text;
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const menuId = useId();
  const menu = useRef<HTMLElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // A link click is a client navigation once hydrated, which does not close the popover; the
  // menu stays in view briefly after the choice, so the tap reads as registered.
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => menu.current?.hidePopover(), MENU_CLOSE_DELAY_MS);
  };

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300 print:hidden",
        scrolled ? "border-border bg-bg shadow-md shadow-ink/10" : "border-transparent bg-bg",
      )}
    >
      <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-x-4 px-4 sm:px-6">
        <Link
          to={paths.home}
          className="flex min-h-11 items-center gap-2 rounded-md text-lg font-bold tracking-tight"
        >
          <LogoMark className="size-8 text-fg" />
          {site.brand}
        </Link>
        <nav aria-label={headerLabels.mainNav} className="ms-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {headerNav.map((item) => (
              <li key={item.href}>
                <HeaderLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="hidden md:inline-flex" />
        <PartnerBadge className="hidden lg:inline-flex" />
        {/* A popover button: the browser opens, closes and reports it expanded, with or without JavaScript. */}
        <button
          type="button"
          popoverTarget={menuId}
          aria-controls={menuId}
          className="ms-auto inline-flex size-11 items-center justify-center rounded-md text-fg hover:bg-surface md:hidden"
        >
          <span className="menu-label-open">
            <MenuIcon className="size-6" />
            <span className="sr-only">{headerLabels.openMenu}</span>
          </span>
          <span className="menu-label-close">
            <CloseIcon className="size-6" />
            <span className="sr-only">{headerLabels.closeMenu}</span>
          </span>
        </button>
      </div>
      <nav
        ref={menu}
        id={menuId}
        popover="auto"
        aria-label={headerLabels.phoneMenu}
        className="phone-menu inset-x-0 top-16 bottom-auto m-0 w-auto border-x-0 border-y pt-0 border-border bg-bg px-4 pb-4 text-fg shadow-lg shadow-ink/10 md:hidden"
      >
        <ul className="flex flex-col pt-2">
          {headerNav.map((item) => (
            <li key={item.href}>
              <HeaderLink item={item} className="w-full" onClick={closeSoon} />
            </li>
          ))}
          <li className="mt-1 border-t border-border pt-1">
            <LanguageSwitch className="flex w-full" onClick={closeSoon} />
          </li>
        </ul>
        <PartnerBadge className="mt-3 inline-flex" />
      </nav>
    </header>
  );
}

interface HeaderLinkProps {
  item: NavItem;
  className?: string;
  onClick?: () => void;
}

/** Hash links point into the home page, so only page links can be the current page. */
function HeaderLink({ item, className, onClick }: HeaderLinkProps) {
  const classes = cn(linkClass, className);
  return item.href.includes("#") ? (
    <Link to={item.href} className={classes} onClick={onClick}>
      {item.label}
    </Link>
  ) : (
    <NavLink to={item.href} className={classes} onClick={onClick} end>
      {item.label}
    </NavLink>
  );
}
