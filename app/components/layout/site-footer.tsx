import type { NavLink } from "~/content/types";
import type { Chrome } from "~/content/site-content";
import { ContactsBlock } from "~/components/layout/contacts-block";
import { LogoMark } from "~/components/art/logo-mark";

/** The home page shows contacts, brand text and link columns; every page shows the bottom bar. */
export function SiteFooter({ text, full }: { text: Chrome; full: boolean }) {
  const { site, ui, footerColumns, footerLabels, legalLinks } = text;
  const { copyright } = ui.footer;
  return (
    <footer className="band-surface border-t border-border print:hidden">
      {full && (
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <ContactsBlock text={text} />
          <div className="mt-16 grid gap-10 border-t border-border pt-12 md:grid-cols-[2fr_1fr_1fr]">
            <div>
              <p className="flex items-center gap-2 text-lg font-bold">
                <LogoMark className="size-7 text-fg" />
                {site.brand}
              </p>
              <p className="mt-3 max-w-sm text-fg-muted">{site.footerBlurb}</p>
            </div>
            {footerColumns.map((column, index) => (
              <nav key={column.heading} aria-labelledby={`footer-column-${index}`}>
                <h2 id={`footer-column-${index}`} className="font-semibold">
                  {column.heading}
                </h2>
                <FooterLinks links={column.links} className="mt-3 space-y-2" />
              </nav>
            ))}
          </div>
        </div>
      )}
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-fg-muted">
            {copyright.before}
            <span>{new Date().getFullYear()}</span>
            {copyright.afterYear}
            {site.legalName}
            {copyright.afterName}
          </p>
          <nav aria-label={footerLabels.legalNav}>
            <FooterLinks links={legalLinks} className="flex flex-wrap gap-x-5 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ links, className }: { links: readonly NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className="inline-flex min-h-6 items-center text-fg-muted hover:text-accent"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
