// The one inline script of every page with the site's header, run in <head> before the first
// paint: the build bundles it into one classic script and hashes it for the CSP
// (integrations/inline-scripts.mjs).
import {
  CARD_RAISE_FROM,
  HEADER_SCROLL_THRESHOLD_PX,
  HERO_REVEAL_DISTANCE_PX,
  HERO_TYPED_ATTRIBUTE,
  MENU_CLOSE_DELAY_MS,
  REVEALED_ATTRIBUTE,
  SCROLL_FALLBACK_ATTRIBUTE,
  SCROLLED_ATTRIBUTE,
  TYPING_SESSION_KEY,
} from "~/content/constants";

const root = document.documentElement;

/*
 * The title types in CSS from the first paint; this only skips it when it already ran in this
 * browser session, and remembers that it ran once a page with the hero has been parsed. Reduced
 * motion is CSS's to skip.
 */
try {
  if (sessionStorage.getItem(TYPING_SESSION_KEY)) root.setAttribute(HERO_TYPED_ATTRIBUTE, "");
  else if (!matchMedia("(prefers-reduced-motion: reduce)").matches)
    document.addEventListener("DOMContentLoaded", () => {
      if (document.getElementById("hero-title")) sessionStorage.setItem(TYPING_SESSION_KEY, "1");
    });
} catch {
  // Storage refused (a privacy setting): the title types on every page.
}

/*
 * The phone menu is a popover: a link to another page replaces the page, but a link to a place on
 * this one (Products, About on the home page) leaves it open. It closes shortly after the choice,
 * so the tap reads as registered.
 */
document.addEventListener("click", ({ target }) => {
  const menu =
    target instanceof Element && target.closest("a[href]") && target.closest("[popover]");
  if (!(menu instanceof HTMLElement)) return;
  setTimeout(() => {
    try {
      menu.hidePopover();
    } catch {
      // Closed already, by the visitor: older engines throw for that.
    }
  }, MENU_CLOSE_DELAY_MS);
});

/*
 * Where buttons have no invoker commands (Safari before 26.2, Firefox ESR 140), the overview's
 * play and close buttons do what their `command` says; the modal dialog itself traps focus and
 * closes on Escape.
 */
if (!("commandForElement" in HTMLButtonElement.prototype))
  document.addEventListener("click", ({ target }) => {
    const button = target instanceof Element && target.closest("button[commandfor]");
    if (!button) return;
    const dialog = document.getElementById(button.getAttribute("commandfor") ?? "");
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    else if (command === "close") dialog.close();
  });

/**
 * The hero's reveals the scroll has reached: the wipe panel rises as it enters at the bottom of the
 * viewport (its top measured from the hero's bottom, which no reveal moves), the trusted block
 * fades in at a sixth of the reveal distance, the card lifts from CARD_RAISE_FROM of it, the play
 * button fades in as it comes into view.
 */
function reached(): string[] {
  const wipe = document.querySelector<HTMLElement>(".hero-wipe");
  const hero = wipe?.parentElement;
  if (!wipe || !hero) return [];
  const entered = innerHeight - hero.getBoundingClientRect().bottom + wipe.offsetHeight;
  const play = document.querySelector(".hero-play");
  const marks: [string, boolean][] = [
    ["play", Boolean(play && play.getBoundingClientRect().top < innerHeight)],
    ["wipe", entered > 0],
    ["trusted", entered > HERO_REVEAL_DISTANCE_PX / 6],
    ["card", entered > HERO_REVEAL_DISTANCE_PX * CARD_RAISE_FROM],
  ];
  return marks.filter(([, shown]) => shown).map(([name]) => name);
}

/*
 * Where CSS has no scroll-driven animations (Firefox, Safari 18), the scroll states that app.css
 * draws with them follow attributes on <html> instead. From the first paint, everything revealed
 * is hidden until the scroll reaches it (the hero's intro fills the first screen); without this
 * script all stand in their end state. The page is first measured at load: Firefox fires
 * DOMContentLoaded before the stylesheet has come, and a layout read then styled the reveals
 * without it, so they faded out from visible once it came.
 */
if (!CSS.supports("animation-timeline: scroll()")) {
  root.setAttribute(SCROLL_FALLBACK_ATTRIBUTE, "");
  root.setAttribute(REVEALED_ATTRIBUTE, "");
  const follow = () => {
    root.toggleAttribute(SCROLLED_ATTRIBUTE, scrollY > HEADER_SCROLL_THRESHOLD_PX);
    root.setAttribute(REVEALED_ATTRIBUTE, reached().join(" "));
  };
  addEventListener("scroll", follow, { passive: true });
  addEventListener("resize", follow);
  addEventListener("load", follow);
}
