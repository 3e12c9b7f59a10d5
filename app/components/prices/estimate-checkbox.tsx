import { memo } from "react";
import type { Offering, PricesContent } from "~/content/price-list";
import { cn } from "~/lib/cn";

interface EstimateCheckboxProps {
  offering: Offering;
  words: PricesContent["explorer"]["addToEstimate"];
  checked: boolean;
  onToggle: (id: string) => void;
  /** Shows the words beside the box; in the comparison table the row's title stands beside it. */
  showLabel?: boolean;
  className?: string;
}

/** Adds an offering to the estimate; its name says which offering, for screen readers too. */
function EstimateCheckboxOf({
  offering,
  words,
  checked,
  onToggle,
  showLabel = true,
  className,
}: EstimateCheckboxProps) {
  return (
    <label
      className={cn(
        "needs-js inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-2 text-sm font-medium",
        className,
      )}
    >
      {/* The name starts with the visible words, as one string ("Add to estimate: BOP ETL"). */}
      <input
        type="checkbox"
        checked={checked}
        onChange={() => onToggle(offering.id)}
        aria-label={`${words.label}${words.beforeTitle}${offering.title}`}
        className="size-5 shrink-0 accent-accent"
      />
      {showLabel && <span aria-hidden="true">{words.label}</span>}
    </label>
  );
}

/** Renders again only when its tick changes, not when the table around it marks a tier. */
export const EstimateCheckbox = memo(EstimateCheckboxOf);
