import { MailIcon, PhoneIcon, PinIcon } from "~/components/ui/icons";
import type { Chrome } from "~/content/site-content";
import { mailHref, phoneHref } from "~/lib/contact-links";
import { Hyphenated } from "~/components/ui/hyphenated";

/** Offices and ways to reach the company, shown on the home page only. */
export function ContactsBlock({ text: chrome }: { text: Chrome }) {
  const { site, ui } = chrome;
  const { address } = site;
  const text = ui.contacts;
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-30">
      <h2 id="contact-heading" className="text-3xl font-bold tracking-tight">
        <Hyphenated text={text.heading} />
      </h2>
      <div className="mt-8 grid gap-8 md:grid-cols-3">
        <div>
          <h3 className="text-sm font-semibold tracking-wider text-fg-muted uppercase">
            <Hyphenated text={text.headquarters} />
          </h3>
          <p className="mt-2 text-lg font-semibold">
            {site.headquarters.city}
            {text.placeSeparator}
            {site.headquarters.country}
          </p>
          <address className="mt-2 flex gap-2 text-fg-muted not-italic">
            <PinIcon className="mt-1 size-4 shrink-0" />
            <span>
              {address.company}
              <br />
              {address.street}
              <br />
              {address.postalCode}
              {text.postalCodeSeparator}
              {address.city}
              {text.placeSeparator}
              {address.country}
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
                <span className="text-lg font-semibold">
                  {office.city}
                  {text.placeSeparator}
                  {office.country}
                </span>
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
            <li>
              <a
                href={phoneHref(site.phone)}
                className="inline-flex min-h-6 items-center gap-2 hover:text-accent"
              >
                <PhoneIcon className="size-4" />
                {site.phone}
              </a>
            </li>
            <li>
              <a
                href={mailHref(site.email)}
                className="inline-flex min-h-6 items-center gap-2 hover:text-accent"
              >
                <MailIcon className="size-4" />
                {site.email}
              </a>
            </li>
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
