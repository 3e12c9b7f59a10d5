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
/** Scroll distance, from the wipe panel's entry at the viewport's bottom, of the hero's reveals. */
export const HERO_REVEAL_DISTANCE_PX = 480;
/** From this fraction of the reveal distance on, the hero's card lifts into its raised state. */
export const CARD_RAISE_FROM = 0.85;
/** Set on <html> while the puzzle shapes hold still for someone working the price explorer. */
export const SHAPES_HELD_ATTRIBUTE = "data-shapes-held";
/** The shapes drift again after this long without input: longer than a typist's pauses. */
export const SHAPES_HOLD_QUIET_MS = 1500;
/** Set on <html> by app/scripts/head.ts where CSS has no scroll-driven animations (Firefox). */
export const SCROLL_FALLBACK_ATTRIBUTE = "data-scroll-fallback";
/** Set on <html>, in that fallback, while the page is scrolled past HEADER_SCROLL_THRESHOLD_PX. */
export const SCROLLED_ATTRIBUTE = "data-scrolled";
/** Set on <html>, in that fallback: the hero's reveals the scroll has reached (play, wipe, …). */
export const REVEALED_ATTRIBUTE = "data-revealed";
/** Set on <html> by app/scripts/head.ts while a glide to a place on the page runs. */
export const GLIDING_ATTRIBUTE = "data-gliding";
/** A typed count has settled after this long: the live region says its tier once, not per key. */
export const USERS_SETTLE_MS = 700;
