import { cn } from "~/lib/cn";

const SHAPE = "inline-block rounded-full px-2 text-xs leading-4 font-bold whitespace-nowrap";
/** The chosen tier's filled label; the price list's rows pin one each (price-sections.astro). */
export const PILL = `${SHAPE} bg-accent text-on-accent`;
/** An outline beside the filled pill: the next tier, which the buyer has not reached. */
const QUIET_PILL = `${SHAPE} border border-accent text-accent`;

interface TierMarkerProps {
  label: string;
  /** The next tier's outlined label rather than the chosen tier's filled one. */
  quiet?: boolean;
  className?: string;
}

/** A visible tier label ("Your tier", "Next tier") beside a tier's name, heard by screen readers too. */
export function TierMarker({ label, quiet = false, className }: TierMarkerProps) {
  return <span className={cn(quiet ? QUIET_PILL : PILL, className)}>{label}</span>;
}
