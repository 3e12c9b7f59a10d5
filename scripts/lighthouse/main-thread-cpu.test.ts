import { describe, expect, it } from "vitest";
import { cpuByGroup } from "./main-thread-cpu.mjs";

interface Event {
  ph: string;
  tdur?: number;
  tts?: number;
}

interface Task {
  event: Event;
  endEvent?: Event;
  children: Task[];
  group: { id: string };
  selfTime: number;
}

/** A task as Lighthouse's main-thread task tree gives it (times in microseconds but selfTime). */
function task(group: string, event: Event, children: Task[] = [], endTts?: number): Task {
  return {
    event,
    endEvent: endTts === undefined ? undefined : { ph: "E", tts: endTts },
    children,
    group: { id: group },
    selfTime: 999,
  };
}

describe("cpuByGroup", () => {
  it("counts each task's thread time without its children's, by group", () => {
    const compile = task("scriptParseCompile", { ph: "X", tdur: 4_000 });
    const script = task("scriptEvaluation", { ph: "X", tdur: 30_000 }, [compile]);
    const layout = task("styleLayout", { ph: "B", tts: 100_000 }, [], 112_500);
    const root = task("other", { ph: "X", tdur: 50_000 }, [script, layout]);
    expect(cpuByGroup([root, script, compile, layout])).toEqual({
      groups: { other: 7.5, scriptEvaluation: 26, scriptParseCompile: 4, styleLayout: 12.5 },
      total: 50,
      unclocked: 0,
    });
  });

  it("keeps apart the wall time of tasks the trace gave no thread clock", () => {
    const unclocked = task("other", { ph: "B" });
    expect(cpuByGroup([unclocked])).toEqual({ groups: {}, total: 0, unclocked: 999 });
  });
});
