import { LogoMark } from "~/components/art/logo-mark";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { CloseIcon, MenuIcon } from "~/components/ui/icons";
import type { Chrome, PageChrome } from "~/content/site-content";
import { cn } from "~/lib/cn";

const MENU_ID = "phone-menu";

const linkClass =
  "inline-flex min-h-11 items-center rounded-md px-3 font-medium text-fg hover:text-accent aria-[current=page]:text-accent aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";

interface SiteHeaderProps {
  chrome: PageChrome;
  path: string;
}

/** No script: a CSS scroll timeline styles it (app.css, "Header"); the phone menu is a popover. */
export function SiteHeader({ chrome, path }: SiteHeaderProps) {
  const { paths, text } = chrome;
  const { site, headerLabels, headerNav } = text;
  // Hash links point into the home page, so only page links can be the current page.
  const links = (className?: string) =>
    headerNav.map((item) => (
      <li key={item.href}>
        <a
          href={item.href}
          aria-current={item.href === path ? "page" : undefined}
          className={cn(linkClass, className)}
        >
          {item.label}
        </a>
      </li>
    ));
  const languageSwitch = (className: string) => (
    <LanguageSwitch languages={text.languageSwitch} path={path} className={className} />
  );
  return (
    <header className="site-header sticky top-0 z-40 border-b border-transparent bg-bg print:hidden">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-x-4 px-4 sm:px-6">
        <a
          href={paths.home}
          className="flex min-h-11 items-center gap-2 rounded-md text-lg font-bold tracking-tight"
        >
          <LogoMark className="size-8 text-fg" />
          {site.brand}
        </a>
        <nav aria-label={headerLabels.mainNav} className="ms-auto hidden md:block">
          <ul className="flex items-center gap-1">{links()}</ul>
        </nav>
        {languageSwitch("hidden md:inline-flex")}
        <PartnerBadge site={site} className="hidden lg:inline-flex" />
        {/* A popover button: the browser opens, closes and reports it expanded, without script. */}
        <button
          type="button"
          popoverTarget={MENU_ID}
          aria-controls={MENU_ID}
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
        id={MENU_ID}
        popover="auto"
        aria-label={headerLabels.phoneMenu}
        className="phone-menu inset-x-0 top-16 bottom-auto m-0 w-auto border-x-0 border-y pt-0 border-border bg-bg px-4 pb-4 text-fg shadow-lg shadow-ink/10 md:hidden"
      >
        <ul className="flex flex-col pt-2">
          {links("w-full")}
          <li className="mt-1 border-t border-border pt-1">{languageSwitch("flex w-full")}</li>
        </ul>
        <PartnerBadge site={site} className="mt-3 inline-flex" />
      </nav>
    </header>
  );
}

/** An original badge: the site's words beside a hexagon-and-check drawn for it, no vendor's mark. */
function PartnerBadge({ site, className }: { site: Chrome["site"]; className: string }) {
  return (
    <span
      className={cn(
        "h-7 shrink-0 items-center gap-1.5 rounded-full border border-border px-2.5 text-xs leading-none font-semibold tracking-[0.08em] whitespace-nowrap text-fg-muted uppercase",
        className,
      )}
    >
      <svg
        viewBox="0 0 16 16"
        width={14}
        height={14}
        aria-hidden="true"
        focusable="false"
        className="shrink-0 text-accent"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M8 1.5 13.63 4.75v6.5L8 14.5l-5.63-3.25v-6.5Z" />
        <path d="m5.4 8.2 1.8 1.8 3.4-3.7" />
      </svg>
      {site.partner.badge}
    </span>
  );
}

export function SkipLink({ text }: { text: Chrome }) {
  return (
    <a
      href="#main"
      className="skip-link sr-only rounded-md bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      {text.ui.skipLink}
    </a>
  );
}
