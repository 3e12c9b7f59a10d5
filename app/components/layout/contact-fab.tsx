import { MailIcon } from "~/components/ui/icons";
import type { Chrome } from "~/content/site-content";
import { mailHref } from "~/lib/contact-links";

/**
 * The floating mail link, on every page of the site layout. Once the page scrolls it folds to its
 * round icon at the corner, and opens again on hover or focus (app.css, "Contact button").
 */
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
