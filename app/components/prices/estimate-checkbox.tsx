import { memo, useId } from "react";
import type { Offering, PricesContent } from "~/content/price-list";
import { cn } from "~/lib/cn";

interface EstimateCheckboxProps {
  offering: Offering;
  words: PricesContent["explorer"]["addToEstimate"];
  checked: boolean;
  onToggle: (id: string) => void;
  /**
   * In the comparison table, the id of the row header beside the box, which holds the offering's
   * title: the box then shows no words and is named by its words and that title, so the row says
   * the title once.
   */
  titleId?: string;
  className?: string;
}

/**
 * Adds an offering to the estimate. The label's own words are its name (WCAG 2.5.3): the visible
 * "Add to estimate", then the offering's title, visually hidden, as one string ("Add to estimate –
 * BOP ETL"); nothing shown is hidden from assistive technology. The hidden part starts with a space
 * in the content (" – "): browsers part a visually hidden box from the words before it with one.
 */
function EstimateCheckboxOf({
  offering,
  words,
  checked,
  onToggle,
  titleId,
  className,
}: EstimateCheckboxProps) {
  const wordsId = useId();
  return (
    <label
      className={cn(
        "needs-js inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-2 text-sm font-medium",
        className,
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={() => onToggle(offering.id)}
        aria-labelledby={titleId ? `${wordsId} ${titleId}` : undefined}
        className="size-5 shrink-0 accent-accent"
      />
      {titleId ? (
        <span id={wordsId} hidden>{`${words.label}${words.beforeTitle}`}</span>
      ) : (
        <span>
          {words.label}
          <span className="sr-only">{`${words.beforeTitle}${offering.title}`}</span>
        </span>
      )}
    </label>
  );
}

/** Renders again only when its tick changes, not when the table around it marks a tier. */
export const EstimateCheckbox = memo(EstimateCheckboxOf);
