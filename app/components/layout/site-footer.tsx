import type { NavLink } from "~/content/types";
import type { Chrome } from "~/content/site-content";
import { Hyphenated } from "~/components/ui/hyphenated";
import { fill, fillAll } from "~/lib/format";
import { LogoMark } from "~/components/art/logo-mark";
import { MailIcon, PhoneIcon, PinIcon } from "~/components/ui/icons";
import { mailHref, phoneHref } from "~/lib/contact-links";

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
            {fill(copyright, "year", String(new Date().getFullYear()))}
          </p>
          <nav aria-label={footerLabels.legalNav}>
            <FooterLinks links={legalLinks} className="flex flex-wrap gap-x-5 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** Offices and ways to reach the company, on the home page only. */
function ContactsBlock({ text: chrome }: { text: Chrome }) {
  const { site, ui } = chrome;
  const { address } = site;
  const text = ui.contacts;
  const reach = [
    { href: phoneHref(site.phone), Icon: PhoneIcon, label: site.phone },
    { href: mailHref(site.email), Icon: MailIcon, label: site.email },
  ];
  return (
    <section id="contact" aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="text-3xl font-bold tracking-tight">
        <Hyphenated text={text.heading} />
      </h2>
      <div className="mt-8 grid gap-8 md:grid-cols-3">
        <div>
          <h3 className="text-sm font-semibold tracking-wider text-fg-muted uppercase">
            <Hyphenated text={text.headquarters} />
          </h3>
          <p className="mt-2 text-lg font-semibold">{fillAll(text.place, site.headquarters)}</p>
          <address className="mt-2 flex gap-2 text-fg-muted not-italic">
            <PinIcon className="mt-1 size-4 shrink-0" />
            <span>
              {address.company}
              <br />
              {address.street}
              <br />
              {fillAll(text.postalLine, address)}
            </span>
          </address>
        </div>
        <div>
          <h3 className="text-sm font-semibold tracking-wider text-fg-muted uppercase">
            <Hyphenated text={text.subsidiaries} />
          </h3>
          <ul className="mt-2 space-y-2">
            {site.subsidiaries.map((office) => (
              <li key={office.city}>
                <span className="text-lg font-semibold">{fillAll(text.place, office)}</span>
                <br />
                <span className="text-fg-muted">{office.company}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold tracking-wider text-fg-muted uppercase">
            <Hyphenated text={text.reachUs} />
          </h3>
          <ul className="mt-2 space-y-2">
            {reach.map(({ href, Icon, label }) => (
              <li key={href}>
                <a href={href} className="inline-flex min-h-6 items-center gap-2 hover:text-accent">
                  <Icon className="size-4" />
                  {label}
                </a>
              </li>
            ))}
          </ul>
          <a
            href={mailHref(site.email)}
            className="mt-5 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-semibold whitespace-nowrap text-on-accent hover:bg-accent-strong"
          >
            {text.getInTouch}
          </a>
        </div>
      </div>
    </section>
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

/** The floating mail link; once the page scrolls it folds to its icon (app.css, "Contact button"). */
export function ContactFab({ text }: { text: Chrome }) {
  const { site, ui } = text;
  return (
    <aside
      aria-label={ui.contactFab.landmark}
      className="contact-fab pointer-events-none fixed right-4 bottom-4 z-30 print:hidden"
    >
      <a
        href={mailHref(site.email)}
        className="contact-fab-link pointer-events-auto inline-flex h-12 items-center rounded-full bg-accent max-sm:rounded-e-none font-semibold text-on-accent hover:bg-accent-strong"
      >
        <span className="contact-fab-label ps-5">{ui.contactFab.label}</span>
        <MailIcon className="mx-3.5 size-5 shrink-0 max-sm:me-1" />
      </a>
    </aside>
  );
}
