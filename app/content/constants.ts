/** The timing and distance figures of SPEC.md §9, named once. */

/** One typed letter of the hero title every this many milliseconds. */
export const TYPING_INTERVAL_MS = 110;
/** A hash target's top lands this far below the viewport's top. */
export const HASH_SCROLL_OFFSET_PX = 120;
/** The header takes its scrolled style once the page is scrolled further than this. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
/** The mobile menu closes this long after a link in it is chosen. */
export const MENU_CLOSE_DELAY_MS = 100;
/** Decorative puzzle shapes behind the content. */
export const PUZZLE_SHAPE_COUNT = 12;
/** sessionStorage key that remembers the hero title was typed in this browser session. */
export const TYPING_SESSION_KEY = "tesseris:hero-typed";
/** Set on <html> when the hero title is not to be typed again in this document (see app/scripts/head.ts). */
export const HERO_TYPED_ATTRIBUTE = "data-hero-typed";
/**
 * Scroll distance, from when the hero's wipe panel enters at the bottom of the viewport, over
 * which the hero reveals what it holds (CSS scroll-driven animations): the panel rises within
 * 40 %, the trusted block fades in between a sixth and a half, the card lifts near the end.
 */
export const HERO_REVEAL_DISTANCE_PX = 480;
/** From this fraction of the reveal distance on, the hero's card lifts into its raised state. */
export const CARD_RAISE_FROM = 0.85;
/** Set on <html> while the puzzle shapes hold still for someone working the price explorer. */
export const SHAPES_HELD_ATTRIBUTE = "data-shapes-held";
/**
 * The shapes drift again once the explorer has had no key or pointer input for this long: long
 * enough to span the pauses of someone typing a number or ticking down a list.
 */
export const SHAPES_HOLD_QUIET_MS = 1500;
/**
 * Set on <html> by the page's head script where the browser has no CSS scroll-driven animations
 * (Firefox): the header's, the contact button's and the hero's scroll states then follow the
 * attributes below, which the same script keeps (app/scripts/head.ts).
 */
export const SCROLL_FALLBACK_ATTRIBUTE = "data-scroll-fallback";
/** Set on <html>, in that fallback, while the page is scrolled past HEADER_SCROLL_THRESHOLD_PX. */
export const SCROLLED_ATTRIBUTE = "data-scrolled";
/**
 * Set on <html>, in that fallback, from the first paint: the hero's reveals the scroll has reached,
 * as words (play, wipe, trusted, card); without it (scripts off), nothing is hidden.
 */
export const REVEALED_ATTRIBUTE = "data-revealed";
/**
 * A typed count of users has settled once no key has changed it for this long; only then does
 * the estimate's live region say the tier it chose, once, rather than at every keystroke.
 */
export const USERS_SETTLE_MS = 700;
