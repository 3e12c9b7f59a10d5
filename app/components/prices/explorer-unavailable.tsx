import type { PricesContent } from "~/content/price-list";
import { mailtoHref } from "~/lib/estimate-mail";
import { UNAVAILABLE_ID } from "~/lib/explorer-store";

interface ExplorerUnavailableProps {
  words: PricesContent["explorer"];
  /** The company's address, which the offer is requested from. */
  email: string;
}

/**
 * Where the explorer's controls stand, the notice that they failed: static, and shown by app.css
 * only once the explorer has failed. It takes focus then when a control had it (tabIndex -1:
 * focusable from script, not a Tab stop).
 */
export function ExplorerUnavailable({ words, email }: ExplorerUnavailableProps) {
  return (
    <div
      id={UNAVAILABLE_ID}
      tabIndex={-1}
      className="explorer-unavailable mt-8 rounded-2xl border border-border bg-raised p-5 shadow-sm sm:p-6 print:hidden"
    >
      <p className="font-semibold">{words.unavailable.message}</p>
      <a
        href={mailtoHref(email, words.estimate.offerSubject, "")}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent hover:underline"
      >
        {words.unavailable.mailLink}
      </a>
    </div>
  );
}
