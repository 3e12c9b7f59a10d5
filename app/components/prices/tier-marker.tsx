import { cn } from "~/lib/cn";

const PILL =
  "inline-block rounded-full bg-accent px-2 text-xs leading-4 font-bold whitespace-nowrap text-on-accent";

/** The visible "Your tier" label beside the chosen tier's name, heard by screen readers too. */
export function TierMarker({ label, className }: { label: string; className?: string }) {
  return <span className={cn(PILL, className)}>{label}</span>;
}

/**
 * The "Your tier" label of a price table's row, pinned astride the row's top edge. Every row
 * holds one, unseen and unheard until its tier is chosen, so marking a tier only repaints: no
 * text moves under the reader's eyes, and the tables are not laid out again while someone types.
 * Its words are drawn from `data-label` (app.css), so the rows' text stays theirs alone for
 * search, copying and pages read without styles.
 */
export function PinnedTierMarker({ label, shown }: { label: string; shown: boolean }) {
  return (
    <span
      data-label={label}
      aria-hidden={shown ? undefined : true}
      className={cn(
        PILL,
        "pinned-tier-marker absolute -top-2 start-4 sm:start-5",
        !shown && "invisible",
      )}
    />
  );
}
