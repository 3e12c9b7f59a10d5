// The inline script in every page's <head>, run before the first paint; bundled and hashed for
// the CSP by integrations/inline-scripts.mjs.
import {
  CARD_RAISE_FROM,
  GLIDING_ATTRIBUTE,
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
const motionReduced = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

// The title types in CSS; this skips it once it has run in this browser session.
try {
  if (sessionStorage.getItem(TYPING_SESSION_KEY)) root.setAttribute(HERO_TYPED_ATTRIBUTE, "");
  else if (!motionReduced())
    document.addEventListener("DOMContentLoaded", () => {
      if (document.getElementById("hero-title")) sessionStorage.setItem(TYPING_SESSION_KEY, "1");
    });
} catch {
  // Storage refused (a privacy setting): the title types on every page.
}

/** Closes the phone menu, the page's one popover, if it is open. */
const closeMenu = () =>
  document.querySelector<HTMLElement>("[popover]:popover-open")?.hidePopover();

// The menu stays open on a link within the page: it closes shortly after, unless the visitor
// closed it first.
document.addEventListener("click", ({ target }) => {
  if (target instanceof Element && target.closest("[popover] a[href]"))
    setTimeout(closeMenu, MENU_CLOSE_DELAY_MS);
});

// Once focus leaves the header (Tab past the menu's last link), the menu closes: left open, it
// would cover where focus went. (At `focusin`, Chromium has yet to match `:focus-within`.)
document.addEventListener("focusin", ({ target }) => {
  if (!document.querySelector(".site-header")?.contains(target as Node)) closeMenu();
});

// Where buttons have no invoker commands (Safari before 26.2, Firefox ESR 140), this runs them.
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

/*
 * A link to a place on the page glides there where motion is allowed, past the price list's
 * tables, which app.css skips out of view at their placeholders' heights: marked, they are drawn
 * until the scroll ends, so the glide lands where it aims (SPEC.md, 120 px below the top). The
 * press lays them all out: each laid out once beforehand, in idle moments after the load, costs
 * that press half as much (docs/performance-findings.md).
 */
if ("onscrollend" in window) {
  document.addEventListener("click", ({ target }) => {
    if (!(target instanceof Element && target.closest('a[href^="#"]'))) return;
    if (motionReduced()) return;
    root.setAttribute(GLIDING_ATTRIBUTE, "");
    addEventListener("scrollend", () => root.removeAttribute(GLIDING_ATTRIBUTE), { once: true });
  });
  if ("requestIdleCallback" in window)
    addEventListener("load", () => {
      if (motionReduced()) return;
      const tables = [...document.querySelectorAll<HTMLElement>(".price-table-grid")];
      const layOutNext = () => {
        const table = tables.shift();
        if (!table) return;
        table.style.contentVisibility = "visible";
        table.getBoundingClientRect();
        table.style.contentVisibility = "";
        requestIdleCallback(layOutNext);
      };
      requestIdleCallback(layOutNext);
    });
}

/** The hero's reveals the scroll has reached, at app.css's points; the hero's bottom never moves. */
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
 * Without scroll-driven animations (Firefox, Safari 18), attributes on <html> carry the scroll
 * states, the reveals hidden from the first paint. Measured first at load: Firefox's earlier
 * layout read styled the page before its stylesheet came.
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
