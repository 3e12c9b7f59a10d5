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
/** Marks <html> before first paint when the hero title is about to be typed (see hero-typing.ts). */
export const HERO_TYPING_ATTRIBUTE = "data-hero-typing";
/** Hero reveal progress runs from 0 to 1 over this fraction of the hero's height of scrolling. */
export const HERO_REVEAL_SCROLL_FRACTION = 0.5;
/** From this reveal progress on, the hero's card is raised. */
export const CARD_RAISE_PROGRESS = 0.9;
/** Set on <html> once React has hydrated the page. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
