import type { ClientDirective } from "astro";
import { markIslandFailed } from "~/lib/island-failure";

/** What an island dispatches when its code cannot be loaded or started (Astro's astro-island). */
const HYDRATION_ERROR = "astro:hydration-error";
/** Frames to wait for a report of the largest paint before hydrating without one. */
const FALLBACK_FRAMES = 6;
/** A hidden tab paints no frames and reports no paint: it hydrates after this long. */
const HIDDEN_TAB_MS = 3_000;
/** The longest an idle moment is waited for once the largest paint is known. */
const IDLE_WAIT_MS = 200;

type PaintEntry = PerformanceEntry & { paintTime?: number; element?: Element | null };

/**
 * `client:afterlcp`: hydrates in the first idle moment after a largest paint that came after the
 * island's markup (client:idle came before it: docs/performance-findings.md, issue 50). Reports are
 * also read every frame: the observer's callback can come late.
 */
const afterLcp: ClientDirective = (load, _options, island) => {
  // Code that never arrives fails the island as a throw in it would: the notice, no gap, and the
  // site's one log in place of Astro's for each island.
  island.addEventListener(HYDRATION_ERROR, (event) => {
    event.preventDefault();
    markIslandFailed(island, (event as CustomEvent<{ error: unknown }>).detail.error);
  });
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    const request = () =>
      void load()
        .then((run) => run())
        .catch((error: unknown) => markIslandFailed(island, error));
    if ("requestIdleCallback" in window) requestIdleCallback(request, { timeout: IDLE_WAIT_MS });
    else setTimeout(request, 0);
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(hydrate, 0)));
    return;
  }
  const since = performance.now();
  const seen: PaintEntry[] = [];
  let frames = 0;
  const shown = () =>
    seen.some(
      (entry) =>
        // When the element was painted (Chromium); elsewhere, when it was shown.
        (entry.paintTime ?? entry.startTime) >= since ||
        (frames > 0 && entry.element != null && island.contains(entry.element)),
    );
  const observer = new PerformanceObserver((list) => {
    seen.push(...list.getEntries());
    if (shown()) start();
  });
  observer.observe({ type: "largest-contentful-paint", buffered: true });
  const start = () => {
    observer.disconnect();
    hydrate();
  };
  const onFrame = () => {
    if (started) return;
    frames += 1;
    seen.push(...observer.takeRecords());
    if (shown() || frames > FALLBACK_FRAMES) setTimeout(start, 0);
    else requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  setTimeout(start, HIDDEN_TAB_MS);
};

export default afterLcp;
