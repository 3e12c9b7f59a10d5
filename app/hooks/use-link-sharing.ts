import { useCallback, useState, useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * Copies a link, or shares it where the device has a share sheet (never while hydrating). `copied`
 * and `byHand` (the clipboard refused it) hold the link they are for, so a new estimate drops them.
 */
export function useLinkSharing(link: string, title: string) {
  const [copied, setCopied] = useState<string>();
  const [byHand, setByHand] = useState<string>();
  const canShare = useSyncExternalStore(
    subscribeToNothing,
    () => typeof navigator.share === "function",
    () => false,
  );

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(link);
      setByHand(undefined);
    } catch {
      // No clipboard here (an insecure page), or the browser or the visitor refused it.
      setCopied(undefined);
      setByHand(link);
    }
  }, [link]);

  const share = useCallback(async () => {
    try {
      await navigator.share({ title, url: link });
    } catch {
      // The visitor closed the share sheet, or it failed: the copy button is still there.
    }
  }, [link, title]);

  return {
    copy,
    share: canShare ? share : undefined,
    copied: copied === link,
    byHand: byHand === link,
  };
}
