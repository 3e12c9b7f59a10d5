import { useCallback, useState, useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** Copies or shares a link; what the clipboard did holds for that link, so a new one drops it. */
export function useLinkSharing(link: string, title: string) {
  const [copy, setCopy] = useState<{ link: string; copied: boolean }>();
  const canShare = useSyncExternalStore(
    subscribeToNothing,
    () => typeof navigator.share === "function",
    () => false,
  );
  const copyLink = useCallback(async () => {
    // Cleared first, so that the status changes, and a screen reader hears a second copy too.
    setCopy((previous) => (previous?.copied ? undefined : previous));
    try {
      await navigator.clipboard.writeText(link);
      setCopy({ link, copied: true });
    } catch {
      // No clipboard here (an insecure page), or it was refused: the link is shown to copy by hand.
      setCopy({ link, copied: false });
    }
  }, [link]);
  const share = useCallback(async () => {
    try {
      await navigator.share({ title, url: link });
    } catch {
      // The visitor closed the share sheet, or it failed: the copy button is still there.
    }
  }, [link, title]);
  const current = copy?.link === link ? copy : undefined;
  return {
    copy: copyLink,
    share: canShare ? share : undefined,
    copied: current?.copied === true,
    byHand: current?.copied === false,
  };
}
