import type { Offering } from "~/content/price-list";
import type { PricesContent } from "~/content/prices";
import { cn } from "~/lib/cn";

interface EstimateCheckboxProps {
  offering: Offering;
  words: PricesContent["explorer"]["addToEstimate"];
  checked: boolean;
  onToggle: (id: string) => void;
  /** Shows the words beside the box; in the comparison table the row names the offering. */
  showLabel?: boolean;
  className?: string;
}

/** Adds an offering to the estimate; its name says which offering, for screen readers too. */
export function EstimateCheckbox({
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
      {/* The name is given whole: a visually hidden span holding the title is laid out as a
          block, so Chromium put a space into the name before its colon ("Add to estimate : …"). */}
      <input
        type="checkbox"
        checked={checked}
        onChange={() => onToggle(offering.id)}
        aria-label={`${words.label}${words.beforeTitle}${offering.title}`}
        className="size-5 shrink-0 accent-accent"
      />
      {showLabel && <span>{words.label}</span>}
    </label>
  );
}
