import { useId } from "react";
import type { PricesContent } from "~/content/price-list";
import { useLinkSharing } from "~/hooks/use-link-sharing";
import { mailtoHref } from "~/lib/estimate-mail";

interface EstimateActionsProps {
  words: PricesContent["explorer"]["estimate"];
  /** The company's address, which "Request an offer" writes to. */
  email: string;
  /** The estimate as plain text, for the mails; empty until a tier gives it prices. */
  text: string;
  /** The address that restores this estimate, which the mails carry too. */
  link: string;
  onPrint: () => void;
  onClear: () => void;
}

/**
 * Labels stay centred when a long one (German "Schätzung per E-Mail senden") wraps in a narrow
 * pill; on phones each pill is the panel's width.
 */
const actionClass =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full px-5 text-center font-semibold text-balance sm:w-auto";
const quietActionClass = `${actionClass} border border-border hover:border-accent hover:text-accent`;

/** Selects the link shown to copy by hand as it appears (and takes focus there). */
function selectAll(field: HTMLInputElement | null) {
  field?.focus();
  field?.select();
}

/**
 * What a buyer does with an estimate: once it has prices, request an offer, mail it, copy or share
 * its link, or print it; and clear it. A copied link is confirmed in a live region that is in the page
 * from the first render, so a screen reader hears it.
 */
export function EstimateActions(props: EstimateActionsProps) {
  const { words, email, text, link, onPrint, onClear } = props;
  const id = useId();
  const { copy, share, copied, byHand } = useLinkSharing(link, words.mailSubject);
  return (
    <div className="mt-6 print:hidden">
      <div className="flex flex-wrap gap-3">
        {text && (
          <>
            <a
              href={mailtoHref(email, words.offerSubject, `${words.offerIntro}\n\n${text}`)}
              className={`${actionClass} bg-accent text-on-accent hover:bg-accent-strong`}
            >
              {words.requestOffer}
            </a>
            <a href={mailtoHref("", words.mailSubject, text)} className={quietActionClass}>
              {words.email}
            </a>
            <button type="button" onClick={copy} className={quietActionClass}>
              {words.copyLink}
            </button>
            {share && (
              <button type="button" onClick={share} className={quietActionClass}>
                {words.share}
              </button>
            )}
            <button type="button" onClick={onPrint} className={quietActionClass}>
              {words.print}
            </button>
          </>
        )}
        <button type="button" onClick={onClear} className={quietActionClass}>
          {words.clear}
        </button>
      </div>
      <p role="status" className="mt-3 text-sm font-semibold empty:mt-0">
        {copied ? words.copied : ""}
      </p>
      {byHand && (
        <div className="mt-3">
          <label htmlFor={`${id}-link`} className="block text-sm font-semibold">
            {words.copyByHand}
          </label>
          <input
            id={`${id}-link`}
            ref={selectAll}
            type="text"
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
            className="mt-2 block min-h-11 w-full rounded-lg border border-border bg-bg px-3 text-sm"
          />
        </div>
      )}
    </div>
  );
}
