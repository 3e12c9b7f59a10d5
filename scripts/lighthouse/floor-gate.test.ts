import { describe, expect, it } from "vitest";
import {
  EXPLORER_TBT_ALLOWANCE_MS,
  FCP_FLOOR_RATIO,
  SCRIPT_SHARE_LIMIT,
  judgePage,
} from "./floor-gate.mjs";

interface Run {
  fcp?: number;
  /** Main-thread time in scripts, and in all (ms at the preset's 4× CPU). */
  scripts?: number;
  main?: number;
  /** Scripts requested, by the time of the request (the largest paint is at 300 ms). */
  requests?: number[];
  nonComposited?: number;
  tbt?: number;
}

/** The parts of a Lighthouse result that the gate reads. */
function lhr(run: Run) {
  const { fcp = 760, scripts = 20, main = 400, requests = [], nonComposited = 0, tbt = 0 } = run;
  const groups = [
    { group: "scriptEvaluation", duration: scripts * 0.75 },
    { group: "scriptParseCompile", duration: scripts * 0.25 },
    { group: "styleLayout", duration: main - scripts },
  ];
  return {
    requestedUrl: "http://127.0.0.1/page",
    categories: { performance: { score: 1 } },
    audits: {
      "first-contentful-paint": { numericValue: fcp },
      "largest-contentful-paint": { numericValue: fcp + 150 },
      "total-blocking-time": { numericValue: tbt },
      "mainthread-work-breakdown": { numericValue: main, details: { items: groups } },
      metrics: { details: { items: [{ observedLargestContentfulPaint: 300 }] } },
      "network-requests": {
        details: {
          items: requests.map((at) => ({
            url: `/island-${at}.js`,
            resourceType: "Script",
            networkRequestTime: at,
          })),
        },
      },
      "non-composited-animations": {
        details: {
          items: Array.from({ length: nonComposited }, () => ({ node: { snippet: "<div>" } })),
        },
      },
    },
  };
}

const runs = (...each: Run[]) => each.map(lhr);
const FLOOR = runs({ fcp: 751 }, { fcp: 763 }, { fcp: 752, main: 700 });

describe("judgePage", () => {
  it("passes a build that measures as its floor", () => {
    const build = runs({ fcp: 755, scripts: 45 }, { fcp: 752 }, { fcp: 761, scripts: 30 });
    const verdict = judgePage("/privacy", build, FLOOR);
    expect(verdict.missed).toEqual([]);
    expect(verdict.lines.filter((line) => line.startsWith("pass"))).toHaveLength(2);
  });

  it("fails a task that holds back the first paint (150 ms in the head: +600 ms)", () => {
    const build = runs({ fcp: 1_360 }, { fcp: 1_352 }, { fcp: 1_371 });
    const { missed } = judgePage("/privacy", build, FLOOR);
    expect(missed).toEqual([
      expect.stringMatching(/^\/privacy: FCP .*median ×1\.78 of the floor's slowest/),
    ]);
    expect(1_360 / 763).toBeGreaterThan(FCP_FLOOR_RATIO);
  });

  it("fails a long script task after the first paint, but not one slow run", () => {
    const late = runs({ scripts: 620 }, { scripts: 640 }, { scripts: 20 });
    expect(judgePage("/", late, FLOOR).missed).toEqual([
      expect.stringMatching(/^\/: scripts .*: 1\.50 of the floor's, limit 0\.6$/),
    ]);
    const oneSlowRun = runs({ scripts: 900 }, { scripts: 20 }, { scripts: 25 });
    expect(judgePage("/", oneSlowRun, FLOOR).missed).toEqual([]);
  });

  it("allows the explorer its hydration, as a share of the floor that a slower machine keeps", () => {
    const hydrating = runs({ scripts: 330 }, { scripts: 310 }, { scripts: 350 });
    expect(judgePage("/prices", hydrating, FLOOR).missed).toEqual([]);
    expect(judgePage("/privacy", hydrating, FLOOR).missed).toHaveLength(1);
    const slowFloor = runs({ main: 1_600 }, { main: 1_200 }, { main: 1_700 });
    const slowHydrating = runs({ scripts: 1_100 }, { scripts: 1_000 }, { scripts: 1_300 });
    expect(judgePage("/de/prices", slowHydrating, slowFloor).missed).toEqual([]);
    expect(SCRIPT_SHARE_LIMIT.explorer).toBeGreaterThan(SCRIPT_SHARE_LIMIT.static);
  });

  it("holds the price pages' blocking to the floor's plus 50 ms, by the medians", () => {
    const floor = runs({ tbt: 30 }, { tbt: 0 }, { tbt: 120 });
    const within = runs({ tbt: 80 }, { tbt: 10 }, { tbt: 300 });
    expect(judgePage("/prices", within, floor).missed).toEqual([]);
    const blocking = runs({ tbt: 90 }, { tbt: 81 }, { tbt: 0 });
    expect(judgePage("/de/prices", blocking, floor).missed).toEqual([
      expect.stringMatching(/^\/de\/prices: TBT .*: median 51 ms above the floor's, limit 50 ms$/),
    ]);
    expect(judgePage("/privacy", blocking, floor).missed).toEqual([]);
    expect(81 - 30).toBeGreaterThan(EXPLORER_TBT_ALLOWANCE_MS);
  });

  it("fails any run that asks for a script before its largest paint, or animates off the compositor", () => {
    const build = runs({}, { requests: [120, 800] }, { nonComposited: 1 });
    expect(judgePage("/prices", build, FLOOR).missed).toEqual([
      "/prices: a script before the largest paint: /island-120.js at 120 ms, painted 300 ms",
      "/prices: a non-composited animation: <div>",
    ]);
  });
});
