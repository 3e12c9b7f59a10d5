import { CloseIcon, MenuIcon } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import type { NavLink as NavItem } from "~/content/types";
import { headerNav } from "~/content/navigation";
import { site } from "~/content/site";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import { cn } from "~/lib/cn";
import { HEADER_SCROLL_THRESHOLD_PX, MENU_CLOSE_DELAY_MS } from "~/content/constants";
import { paths } from "~/content/paths";
import { LogoMark } from "~/components/art/logo-mark";
import { PartnerBadge } from "~/components/art/partner-badge";

const linkClass =
  "inline-flex min-h-11 items-center rounded-md px-3 font-medium text-fg hover:text-accent aria-[current=page]:text-accent aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";

export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  // The menu stays in view briefly after a choice, so the tap reads as registered.
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setMenuOpen(false), MENU_CLOSE_DELAY_MS);
  };

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300 print:hidden",
        scrolled
          ? "border-border bg-bg/95 shadow-md shadow-ink/10 backdrop-blur"
          : "border-transparent bg-bg",
      )}
    >
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center gap-x-4 px-4 sm:px-6">
        <Link
          to={paths.home}
          className="flex min-h-11 items-center gap-2 rounded-md text-lg font-bold tracking-tight"
        >
          <LogoMark className="size-8 text-fg" />
          {site.brand}
        </Link>
        <nav aria-label="Main" className="ms-auto hidden md:block no-js:block">
          <ul className="flex items-center gap-1">
            {headerNav.map((item) => (
              <li key={item.href}>
                <HeaderLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <PartnerBadge className="hidden lg:inline-flex" />
        <button
          ref={buttonRef}
          type="button"
          className="ms-auto inline-flex size-11 items-center justify-center rounded-md text-fg hover:bg-surface md:hidden no-js:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>
      <nav
        id={menuId}
        aria-label="Main menu"
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full border-y border-border bg-bg px-4 pb-4 shadow-lg shadow-ink/10 md:hidden"
      >
        <ul className="flex flex-col pt-2">
          {headerNav.map((item) => (
            <li key={item.href}>
              <HeaderLink item={item} className="w-full" onClick={closeSoon} />
            </li>
          ))}
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
