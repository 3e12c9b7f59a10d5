import { memo } from "react";
import { UNAVAILABLE_CLASS } from "~/components/prices/explorer-boundary";
import type { PricesContent } from "~/content/price-list";
import { mailtoHref } from "~/lib/estimate-mail";

interface ExplorerUnavailableProps {
  words: PricesContent["explorer"];
  /** The company's address, which the offer is requested from. */
  email: string;
}

/**
 * Where the explorer's controls stand, the notice that they failed: part of the server's markup,
 * shown only in the static copy that ExplorerBoundary puts back (app.css). It takes focus from
 * there when the controls had it (tabIndex -1: focusable from script, not a Tab stop).
 */
function ExplorerUnavailableOf({ words, email }: ExplorerUnavailableProps) {
  return (
    <div
      tabIndex={-1}
      className={`${UNAVAILABLE_CLASS} mt-8 rounded-2xl border border-border bg-raised p-5 shadow-sm sm:p-6 print:hidden`}
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

/** Never renders again once drawn: its props never change. */
export const ExplorerUnavailable = memo(ExplorerUnavailableOf);
