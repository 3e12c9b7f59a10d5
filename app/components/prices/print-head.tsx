import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import type { Locale } from "~/content/locales";
import type { PricesContent } from "~/content/price-list";
import { fill, formatDate } from "~/lib/format";

interface PrintHeadProps {
  brand: string;
  words: PricesContent["explorer"];
  locale: Locale;
  /** "Prices valid from 1 January 2026." */
  validFrom: string;
  /** The count of registered users as formatted for the page, when one was typed. */
  users?: string;
  /** The address of this price list, with the estimate's parameters when there is one. */
  link: string;
  /** Whether the link restores an estimate (it names it so) or is the plain price list. */
  isEstimate: boolean;
}

/**
 * What a printout carries above the prices, on paper only (the header is not printed): the
 * brand, the address to find this list or estimate again, from when the prices hold, the users,
 * and the day it was printed, which the page learns as the browser starts printing.
 */
export function PrintHead({
  brand,
  words,
  locale,
  validFrom,
  users,
  link,
  isEstimate,
}: PrintHeadProps) {
  const [printedOn, setPrintedOn] = useState<string>();
  useEffect(() => {
    // Printing takes its picture of the page right after this event: the state must be drawn now.
    const onBeforePrint = () => flushSync(() => setPrintedOn(formatDate(new Date(), locale)));
    window.addEventListener("beforeprint", onBeforePrint);
    return () => window.removeEventListener("beforeprint", onBeforePrint);
  }, [locale]);
  return (
    <div className="print-head mb-6 hidden border-b border-border pb-4 text-sm print:block">
      <p className="text-lg font-bold">{brand}</p>
      <p>{validFrom}</p>
      {users && (
        <p>
          {words.estimate.usersLine}
          {users}
        </p>
      )}
      <p className="break-all">
        {isEstimate ? words.estimate.linkLine : words.print.pageLink}
        {link}
      </p>
      {printedOn && <p>{fill(words.print.printed, "today", printedOn)}</p>}
    </div>
  );
}
