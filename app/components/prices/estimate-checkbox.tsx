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
      <input
        type="checkbox"
        checked={checked}
        onChange={() => onToggle(offering.id)}
        className="size-5 shrink-0 accent-accent"
      />
      <span className={showLabel ? undefined : "sr-only"}>{words.label}</span>
      <span className="sr-only">
        {words.beforeTitle}
        {offering.title}
      </span>
    </label>
  );
}
