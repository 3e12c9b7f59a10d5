import { useCallback, useState, useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * Copies a link to the clipboard, or shares it through the device's share sheet where it has one.
 * `copied` and `byHand` name the link they hold for, so a changed estimate drops them by itself:
 * `copied` once the clipboard took it, `byHand` once it was refused (the link is then shown, to be
 * copied by hand). `canShare` is false on the server and while hydrating, as in the static page.
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
