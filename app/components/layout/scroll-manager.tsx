import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { keepsScroll } from "~/lib/scroll-state";

/** Where each history entry was left, so Back and Forward return to it. */
const savedPositions = new Map<string, number>();

/**
 * Glides (or, under reduced motion, jumps) to the element a hash names, and moves focus to it.
 * The offset below the header (scroll-padding) and the glide (scroll-behavior, off under reduced
 * motion) are the page's CSS (app.css), the same the browser uses for hash links before hydration.
 */
function scrollToHash(hash: string): boolean {
  let target: HTMLElement | null = null;
  try {
    target = document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return false;
  }
  if (!target) return false;
  target.scrollIntoView();
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Scroll on navigation: a new page starts at its top, a hash scrolls to its target 120 px below
 * the viewport's top, and Back or Forward restore the position the visitor left.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const isFirstRender = useRef(true);

  useEffect(() => {
    const manual = () => (window.history.scrollRestoration = "manual");
    // A reload or a visit from another site is the browser's to restore.
    const native = () => (window.history.scrollRestoration = "auto");
    manual();
    window.addEventListener("pagehide", native);
    window.addEventListener("pageshow", manual);
    return () => {
      window.removeEventListener("pagehide", native);
      window.removeEventListener("pageshow", manual);
      native();
    };
  }, []);

  // Scroll events arrive a frame late, so they are filed under the entry current by then.
  const currentKey = useRef(location.key);
  useEffect(() => {
    const remember = () => savedPositions.set(currentKey.current, window.scrollY);
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const firstRender = isFirstRender.current;
    isFirstRender.current = false;
    if (navigationType === "POP" && !firstRender) {
      window.scrollTo({ top: savedPositions.get(location.key) ?? 0, behavior: "instant" });
      return;
    }
    if (location.hash && scrollToHash(location.hash)) return;
    // The price explorer's changes to the query keep the visitor where they are.
    if (!firstRender && !keepsScroll(location.state))
      window.scrollTo({ top: 0, behavior: "instant" });
  }, [location.key, location.hash, location.state, navigationType]);

  return null;
}
