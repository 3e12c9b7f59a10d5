/**
 * Runs `work` once the browser has painted the current change: what a visitor sees first waits
 * for nothing else (issue 62). A hidden tab paints no frame, so there it runs in the next task.
 */
export function afterNextPaint(work: () => void): void {
  if (document.hidden) setTimeout(work);
  else requestAnimationFrame(() => setTimeout(work));
}
