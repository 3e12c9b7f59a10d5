import { cn } from "~/lib/cn";

const SHAPE = "inline-block rounded-full px-2 text-xs leading-4 font-bold whitespace-nowrap";
const PILL = `${SHAPE} bg-accent text-on-accent`;
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

/**
 * The "Your tier" label of a price table's row, pinned astride the row's top edge. Every row
 * holds one, unseen and unheard (`visibility: hidden`) until app.css shows the chosen tier's, so
 * marking a tier only repaints: no text moves under the reader's eyes, and the tables are not laid
 * out again while someone types. Its words are drawn from `data-label` (app.css), so the rows'
 * text stays theirs alone for search, copying and pages read without styles.
 */
export function PinnedTierMarker({ label }: { label: string }) {
  return (
    <span
      data-label={label}
      className={cn(PILL, "pinned-tier-marker absolute -top-2 start-4 sm:start-5")}
    />
  );
}
