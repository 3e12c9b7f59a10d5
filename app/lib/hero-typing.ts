import { HERO_TYPED_ATTRIBUTE, TYPING_SESSION_KEY } from "~/content/constants";

const key = JSON.stringify(TYPING_SESSION_KEY);
const attribute = JSON.stringify(HERO_TYPED_ATTRIBUTE);

/**
 * Runs in <head> before first paint. The title types in CSS from the first paint, so no module
 * script is needed for it; this only skips it when it already ran in this browser session, and
 * remembers that it ran once a page with the hero has been parsed. Reduced motion is CSS's to skip.
 */
export const heroTypingScript =
  `try{var d=document.documentElement;` +
  `if(sessionStorage.getItem(${key}))d.setAttribute(${attribute},"");` +
  `else if(!matchMedia("(prefers-reduced-motion: reduce)").matches)` +
  `document.addEventListener("DOMContentLoaded",function(){` +
  `if(document.getElementById("hero-title"))sessionStorage.setItem(${key},"1")})}catch(e){}`;

/** The hero was shown in this session: client navigations store it, as the head script does. */
export function rememberHeroTyped(): void {
  try {
    sessionStorage.setItem(TYPING_SESSION_KEY, "1");
  } catch {
    // Storage can be off (private modes, policies); the title then types on each visit.
  }
}

/** Once the hero has been left, it shows whole when a client navigation brings it back. */
export function skipHeroTypingInThisDocument(): void {
  document.documentElement.setAttribute(HERO_TYPED_ATTRIBUTE, "");
}
