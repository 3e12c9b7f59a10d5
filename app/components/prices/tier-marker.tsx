import { cn } from "~/lib/cn";

interface TierMarkerProps {
  label: string;
  /** False keeps the marker in its place, unseen and unheard. */
  shown?: boolean;
  /** Where it sits: beside the tier's name, or pinned to its row's edge. */
  className?: string;
}

/** The visible "Your tier" label on the chosen tier's row or column, heard by screen readers too. */
export function TierMarker({ label, shown = true, className }: TierMarkerProps) {
  return (
    <span
      aria-hidden={shown ? undefined : true}
      className={cn(
        "inline-block rounded-full bg-accent px-2 text-xs leading-4 font-bold whitespace-nowrap text-on-accent",
        !shown && "invisible",
        className,
      )}
    >
      {label}
    </span>
  );
}
