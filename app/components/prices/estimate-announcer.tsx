import { memo, type RefObject } from "react";

interface EstimateAnnouncerProps {
  /** The element `useAnnouncer` writes each sentence into. */
  region: RefObject<HTMLParagraphElement | null>;
}

/**
 * The estimate's live region: visually hidden, polite, in the page (empty) from the first render,
 * so a screen reader hears each sentence written into it once. The visible estimate is no live
 * region: it would be read again, whole, at every change.
 */
export const EstimateAnnouncer = memo(function EstimateAnnouncer({
  region,
}: EstimateAnnouncerProps) {
  return <p ref={region} role="status" aria-live="polite" className="sr-only" />;
});
