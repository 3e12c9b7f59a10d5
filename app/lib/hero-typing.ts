import { HERO_TYPING_ATTRIBUTE, TYPING_SESSION_KEY } from "~/content/constants";

/**
 * Runs in <head> before first paint: marks <html> when the hero title will be typed, so the
 * prerendered title is drawn faint (not whole, then blanked) until typing begins. Typing is
 * skipped under reduced motion and once it has run in this browser session.
 */
export const heroTypingScript = `try{if(!matchMedia("(prefers-reduced-motion: reduce)").matches&&!sessionStorage.getItem(${JSON.stringify(TYPING_SESSION_KEY)}))document.documentElement.setAttribute(${JSON.stringify(HERO_TYPING_ATTRIBUTE)},"")}catch(e){}`;

/** Ends the typing: the subtitle shows, and the title is not typed again this session. */
export function finishHeroTyping(): void {
  document.documentElement.removeAttribute(HERO_TYPING_ATTRIBUTE);
  try {
    sessionStorage.setItem(TYPING_SESSION_KEY, "1");
  } catch {
    // Storage can be off (private modes, policies); the title then types on each visit.
  }
}

export function heroTypingPending(): boolean {
  return document.documentElement.hasAttribute(HERO_TYPING_ATTRIBUTE);
}
