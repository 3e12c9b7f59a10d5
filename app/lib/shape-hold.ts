import { SHAPES_HELD_ATTRIBUTE, SHAPES_HOLD_QUIET_MS } from "~/content/constants";

/** The drifting pieces of the page's background (PuzzleBackground; their motion is in app.css). */
const SHAPE_SELECTOR = ".puzzle-shape";

interface HeldShape {
  shape: Element;
  /** Where in its drift the shape stood, so it goes on from there. */
  time: CSSNumberish | null;
}

/**
 * Holds the background's drifting shapes still while someone types or ticks in the explorer, and
 * lets them drift on, from where they stood, once input has been quiet for SHAPES_HOLD_QUIET_MS.
 *
 * Why: a drifting shape is a layer of its own on the compositor, and every layer of the page
 * above it must be re-layered with each paint; at 4× CPU that doubled the time from a keystroke
 * to its answer on screen. A paused animation stays on the compositor, so the hold removes the
 * animations and pins each shape where it stood. The pins are rules of a constructed style sheet,
 * not `style` attributes (`Animation.commitStyles()` writes those, which the site's CSP refuses in
 * WebKit, where the shapes then snapped back). With reduced motion there are no animations and the
 * hold does nothing. Still needed with the list static: docs/performance-findings.md (issue 50).
 */
export function createShapeHold(root: HTMLElement = document.documentElement) {
  let held: HeldShape[] | undefined;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let pins: CSSStyleSheet | undefined;

  function pinSheet(): CSSStyleSheet {
    if (!pins) {
      pins = new CSSStyleSheet();
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, pins];
    }
    return pins;
  }

  function hold() {
    if (held) return;
    const stood: HeldShape[] = [];
    const rules: string[] = [];
    document.querySelectorAll(SHAPE_SELECTOR).forEach((shape, index) => {
      const [drift] = shape.getAnimations();
      if (!drift) return;
      // The computed transform is the drift's value at this moment.
      const transform = getComputedStyle(shape).transform;
      rules.push(`${SHAPE_SELECTOR}:nth-child(${index + 1}){transform:${transform}}`);
      stood.push({ shape, time: drift.currentTime });
    });
    pinSheet().replaceSync(rules.join(""));
    held = stood;
    root.setAttribute(SHAPES_HELD_ATTRIBUTE, "");
  }

  function release() {
    if (!held) return;
    root.removeAttribute(SHAPES_HELD_ATTRIBUTE);
    for (const { shape, time } of held) {
      const [drift] = shape.getAnimations();
      if (drift && time !== null) drift.currentTime = time;
    }
    pinSheet().replaceSync("");
    held = undefined;
  }

  return {
    /**
     * Called on each key or pointer input: holds the shapes, once the input's own answer is on
     * screen (the first hold re-layers the page, which that answer need not wait for), and
     * restarts the quiet period.
     */
    input() {
      if (!held) requestAnimationFrame(() => setTimeout(hold));
      clearTimeout(quiet);
      quiet = setTimeout(release, SHAPES_HOLD_QUIET_MS);
    },
    /** Lets the shapes drift again at once (the explorer leaves the page). */
    release() {
      clearTimeout(quiet);
      release();
    },
  };
}
