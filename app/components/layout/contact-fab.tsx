import { MailIcon } from "~/components/ui/icons";
import { useChrome } from "~/hooks/use-chrome";
import { mailHref } from "~/lib/contact-links";

/** The floating mail link, on every page of the site layout. */
export function ContactFab() {
  const { site, ui } = useChrome().text;
  return (
    <aside aria-label={ui.contactFab.landmark} className="contact-fab print:hidden">
      <a
        href={mailHref(site.email)}
        className="fixed right-4 bottom-4 z-30 inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-5 font-semibold text-on-accent shadow-lg shadow-ink/20 hover:bg-accent-strong"
      >
        <MailIcon className="size-4" />
        {ui.contactFab.label}
      </a>
    </aside>
  );
}
