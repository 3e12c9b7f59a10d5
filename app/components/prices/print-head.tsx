import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { explorerIsland } from "~/components/prices/explorer-boundary";
import { useExplorerContext, useExplorerStateAfterPaint } from "~/hooks/use-explorer";
import { linkOf } from "~/lib/explorer-store";
import { fill, formatDate, formatNumber } from "~/lib/format";
import { typedUsers } from "~/lib/price-explorer";

interface PrintHeadProps {
  brand: string;
  validFrom: string;
  /** What the page's address is called on paper ("This price list: "). */
  pageLine: string;
  pageUrl: string;
}

/** On paper only, where the header is not: the brand, the address, the users and the day. */
function PrintHead({ brand, validFrom, pageLine, pageUrl }: PrintHeadProps) {
  const context = useExplorerContext();
  // Paper only: it follows after the frame that answers an input, as the estimate does.
  const state = useExplorerStateAfterPaint();
  const [printedOn, setPrintedOn] = useState<string>();
  const locale = context?.locale;
  useEffect(() => {
    if (!locale) return;
    // Printing takes its picture of the page right after this event: the state must be drawn now.
    const onBeforePrint = () => flushSync(() => setPrintedOn(formatDate(new Date(), locale)));
    window.addEventListener("beforeprint", onBeforePrint);
    return () => window.removeEventListener("beforeprint", onBeforePrint);
  }, [locale]);
  const words = context?.content.explorer;
  const users = context && typedUsers(state, context.list);
  return (
    <div className="print-head mb-6 hidden border-b border-border pb-4 text-sm print:block">
      <p className="text-lg font-bold">{brand}</p>
      <p>{validFrom}</p>
      {words && users !== undefined && (
        <p>{fill(words.estimate.usersLine, "users", formatNumber(users, context.locale))}</p>
      )}
      <p className="break-all">
        {fill(
          words && state.picked.length > 0 ? words.estimate.linkLine : pageLine,
          "link",
          context ? linkOf(state, context) : pageUrl,
        )}
      </p>
      {words && printedOn && <p>{fill(words.print.printed, "today", printedOn)}</p>}
    </div>
  );
}

export const PrintHeadIsland = explorerIsland(PrintHead);
