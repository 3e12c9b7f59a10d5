// The main thread's own CPU time in a Lighthouse run, by Lighthouse's task groups: what
// `mainthread-work-breakdown` reports, but from each task's thread time (the trace's `tdur`) rather
// than its wall time. A task's wall time also counts every moment the thread waited for a core
// while the browser's other threads and processes ran, and those run most while the page
// animates: on one core the price page's hydration, which runs while its shapes drift, measured 8
// times its CPU time against 5 times for the floor's early style and layout, so its share of the
// floor's work rose from 0.48 to 1.37 with the page unchanged (issue 58). Thread time grows with
// a slower processor alike for the build and its floor, and not with what else shares the core.
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js";

/**
 * A task's thread time in microseconds: a complete event's `tdur`, or the thread clock between a
 * begin and an end event; undefined when the trace has no thread clock for it.
 * @param {{ event: any, endEvent?: any }} task
 */
function threadTime({ event, endEvent }) {
  if (event.ph === "X") return event.tdur;
  if (typeof event.tts === "number" && typeof endEvent?.tts === "number") {
    return endEvent.tts - event.tts;
  }
  return undefined;
}

/**
 * The thread time of Lighthouse's main-thread tasks by group, in milliseconds, each task counted
 * without its children (as Lighthouse's self time), and how much wall time had no thread clock.
 * @param {{ event: any, endEvent?: any, children: any[], group: { id: string }, selfTime: number }[]} tasks
 */
export function cpuByGroup(tasks) {
  /** @type {Record<string, number>} */
  const groups = {};
  let unclocked = 0;
  for (const task of tasks) {
    const own = threadTime(task);
    if (own === undefined) {
      unclocked += task.selfTime;
      continue;
    }
    const children = task.children.reduce((sum, child) => sum + (threadTime(child) ?? 0), 0);
    groups[task.group.id] = (groups[task.group.id] ?? 0) + Math.max(0, own - children) / 1000;
  }
  const total = Object.values(groups).reduce((sum, value) => sum + value, 0);
  return { groups, total, unclocked };
}

/**
 * The main thread's CPU time of a run from its trace (Lighthouse's `artifacts.Trace`), grouped and
 * split into tasks exactly as Lighthouse does for its own breakdown. Milliseconds of the machine's
 * own clock: the preset's 4× slowdown is Lighthouse's simulation, applied to neither.
 * @param {any} trace
 */
export async function mainThreadCpu(trace) {
  return cpuByGroup(await MainThreadTasks.request(trace, { computedCache: new Map() }));
}
