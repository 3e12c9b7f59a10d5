import { HERO_TYPED_ATTRIBUTE, MENU_CLOSE_DELAY_MS, TYPING_SESSION_KEY } from "~/content/constants";

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

/** The one inline script of every page with the site's header. */
export const sitePageScript = heroTyping + menuClose;

/** The 404 pages name the path nothing answers, as the spec's router logged it. */
export const notFoundScript = `console.error("404: no page exists at "+location.pathname);`;
