import { SHAPES_HELD_ATTRIBUTE, SHAPES_HOLD_QUIET_MS } from "~/content/constants";
import { afterNextPaint } from "~/lib/after-next-paint";

/** The drifting pieces of the page's background (PuzzleBackground; their motion is in app.css). */
const SHAPE_SELECTOR = ".puzzle-shape";

/**
 * Holds the drifting shapes still while the explorer is worked: each doubled a keystroke's time to
 * screen (docs/performance-findings.md, issue 50). Pinned by a constructed sheet: the CSP refuses
 * style attributes.
 */
export function createShapeHold() {
  const root = document.documentElement;
  /** Each shape, and where in its drift it stood, so it goes on from there. */
  let held: { shape: Element; time: CSSNumberish | null }[] | undefined;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let pins: CSSStyleSheet | undefined;

  function pin(rules: string) {
    if (!pins) {
      pins = new CSSStyleSheet();
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, pins];
    }
    pins.replaceSync(rules);
  }

  function hold() {
    if (held) return;
    const rules: string[] = [];
    held = [...document.querySelectorAll(SHAPE_SELECTOR)].flatMap((shape, index) => {
      const [drift] = shape.getAnimations();
      if (!drift) return [];
      // The computed transform is the drift's value at this moment.
      const transform = getComputedStyle(shape).transform;
      rules.push(`${SHAPE_SELECTOR}:nth-child(${index + 1}){transform:${transform}}`);
      return [{ shape, time: drift.currentTime }];
    });
    pin(rules.join(""));
    root.setAttribute(SHAPES_HELD_ATTRIBUTE, "");
  }

  function release() {
    if (!held) return;
    root.removeAttribute(SHAPES_HELD_ATTRIBUTE);
    for (const { shape, time } of held) {
      const [drift] = shape.getAnimations();
      if (drift && time !== null) drift.currentTime = time;
    }
    pin("");
    held = undefined;
  }

  return {
    /** On each input: holds the shapes once its answer is on screen, and restarts the quiet. */
    input() {
      if (!held) afterNextPaint(hold);
      clearTimeout(quiet);
      quiet = setTimeout(release, SHAPES_HOLD_QUIET_MS);
    },
    release() {
      clearTimeout(quiet);
      release();
    },
  };
}
