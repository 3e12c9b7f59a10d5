import type { ClientDirective } from "astro";

/** Frames to wait for a report of the largest paint before hydrating without one. */
const FALLBACK_FRAMES = 6;
/** A hidden tab paints no frames and reports no paint: it hydrates after this long. */
const HIDDEN_TAB_MS = 3_000;
/** The longest an idle moment is waited for once the largest paint is known. */
const IDLE_WAIT_MS = 200;

type PaintEntry = PerformanceEntry & { paintTime?: number; element?: Element | null };

/**
 * `client:afterlcp`: the island's code is requested only once the browser has reported the
 * page's largest contentful paint, which it does once that paint is on screen. The first screen
 * is then painted without the island's JavaScript, and Lighthouse's simulated LCP, which counts
 * every request that started and finished before the observed LCP, no longer counts it.
 *
 * Astro calls the directive once the island's markup is parsed. The largest paint is known to be
 * on screen when the browser reports a candidate painted after that (the first frame that shows
 * the whole island has been presented), or a candidate inside the island (its own text, painted
 * while the parser was still reading the rest of it; what follows is below the first screen).
 * The reports are also read on every frame (`takeRecords`), as an observer's callback can come
 * late on a busy main thread. A frame with no new largest element brings no report: after a few
 * frames the island hydrates anyway; so it does at once where the browser reports no LCP.
 *
 * Even then the code is requested in the main thread's next idle moment, not at once: a candidate
 * painted after the island's markup can be an early, smaller one while the paint that outgrows it
 * is still queued, and that paint goes first. test:lighthouse holds every run to no script
 * requested before the observed largest paint. Safari has no idle callback. Astro's client:idle
 * requested the islands' code before that paint: docs/performance-findings.md (issue 50).
 */
const afterLcp: ClientDirective = (load, _options, island) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    const request = () => void load().then((run) => run());
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
