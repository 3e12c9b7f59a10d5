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

const key = JSON.stringify(TYPING_SESSION_KEY);
const attribute = JSON.stringify(HERO_TYPED_ATTRIBUTE);

/**
 * Runs in <head> before first paint. The title types in CSS from the first paint; this only skips
 * it when it already ran in this browser session, and remembers that it ran once a page with the
 * hero has been parsed. Reduced motion is CSS's to skip.
 */
const heroTyping =
  `try{var d=document.documentElement;` +
  `if(sessionStorage.getItem(${key}))d.setAttribute(${attribute},"");` +
  `else if(!matchMedia("(prefers-reduced-motion: reduce)").matches)` +
  `document.addEventListener("DOMContentLoaded",function(){` +
  `if(document.getElementById("hero-title"))sessionStorage.setItem(${key},"1")})}catch(e){}`;

/**
 * The phone menu is a popover: a link to another page replaces the page, but a link to a place on
 * this one (Products, About on the home page) leaves it open. It closes shortly after the choice,
 * so the tap reads as registered.
 */
const menuClose =
  `document.addEventListener("click",function(e){` +
  `var m=e.target instanceof Element&&e.target.closest("[popover]");` +
  `if(m&&e.target.closest("a[href]"))setTimeout(function(){` +
  `try{m.hidePopover()}catch(x){}},${MENU_CLOSE_DELAY_MS})});`;

/**
 * Where buttons have no invoker commands (Safari before 26.2, Firefox ESR 140), the overview's
 * play and close buttons do what their `command` says; the modal dialog itself traps focus and
 * closes on Escape.
 */
const invokerFallback =
  `if(!("commandForElement"in HTMLButtonElement.prototype))` +
  `document.addEventListener("click",function(e){` +
  `var b=e.target instanceof Element&&e.target.closest("button[commandfor]"),` +
  `t=b&&document.getElementById(b.getAttribute("commandfor")),c=b&&b.getAttribute("command");` +
  `if(!(t instanceof HTMLDialogElement))return;` +
  `if(c=="show-modal"&&!t.open)t.showModal();else if(c=="close")t.close()});`;

const [fallback, scrolled, revealed] = [
  SCROLL_FALLBACK_ATTRIBUTE,
  SCROLLED_ATTRIBUTE,
  REVEALED_ATTRIBUTE,
].map((name) => JSON.stringify(name));
const reveal = (at: number) => Math.round(HERO_REVEAL_DISTANCE_PX * at);

/**
 * Where CSS has no scroll-driven animations (Firefox), the scroll states that app.css draws with
 * them follow attributes on <html> instead: scrolled past the header's threshold, and how far the
 * hero's wipe panel has come in from the bottom of the viewport (its top measured from the hero's
 * bottom, which no reveal moves): the panel rises as it enters, the trusted block fades in at a
 * sixth of the reveal distance, the card lifts from CARD_RAISE_FROM of it, the play button fades
 * in as it comes into view. From the first paint, everything revealed is hidden until the scroll
 * reaches it (the hero's intro fills the first screen, so none of it is in view at the top); without
 * this script (scripts off) all stand in their end state. `d` is heroTyping's <html>: the pieces
 * run as one script, in this order.
 */
const scrollFallback =
  `if(!CSS.supports("animation-timeline:scroll()")){d.setAttribute(${fallback},"");d.setAttribute(${revealed},"");` +
  `var s=function(){d.toggleAttribute(${scrolled},scrollY>${HEADER_SCROLL_THRESHOLD_PX});` +
  `var w=document.querySelector(".hero-wipe"),p=document.querySelector(".hero-play");if(!w)return;` +
  `var h=innerHeight,e=h-w.parentElement.getBoundingClientRect().bottom+w.offsetHeight,r=[];` +
  `if(p&&p.getBoundingClientRect().top<h)r.push("play");if(e>0)r.push("wipe");` +
  `if(e>${reveal(1 / 6)})r.push("trusted");if(e>${reveal(CARD_RAISE_FROM)})r.push("card");` +
  `d.setAttribute(${revealed},r.join(" "))};` +
  `addEventListener("scroll",s,{passive:true});addEventListener("resize",s);` +
  `document.addEventListener("DOMContentLoaded",s)}`;

/** The one inline script of every page with the site's header. */
export const sitePageScript = heroTyping + menuClose + invokerFallback + scrollFallback;

/** The 404 pages name the path nothing answers, as the spec's router logged it. */
export const notFoundScript = `console.error("404: no page exists at "+location.pathname);`;
