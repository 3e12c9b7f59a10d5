import { MailIcon } from "~/components/ui/icons";
import { mailHref } from "~/content/site";
import { ui } from "~/content/ui";

/** The floating mail link, on every page of the site layout. */
export function ContactFab() {
  return (
    <aside aria-label={ui.contactFab.landmark} className="print:hidden">
      <a
        href={mailHref}
        className="fixed right-4 bottom-4 z-30 inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-5 font-semibold text-on-accent shadow-lg shadow-ink/20 hover:bg-accent-strong"
      >
        <MailIcon className="size-4" />
        {ui.contactFab.label}
      </a>
    </aside>
  );
}
