/** The visible "Your tier" label on the chosen tier's row or column, heard by screen readers too. */
export function TierMarker({ label }: { label: string }) {
  return (
    <span className="ms-2 inline-block rounded-full bg-accent px-2 py-0.5 text-xs font-bold whitespace-nowrap text-on-accent">
      {label}
    </span>
  );
}
