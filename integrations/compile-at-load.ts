/**
 * V8's compile hint for a whole file (Chromium 136 and later; other engines ignore it): every
 * function is compiled on the thread that streams the file in, not on the main thread the first
 * time it runs (docs/performance-findings.md, issue 62).
 */
export const COMPILE_AT_LOAD_HINT = "//# allFunctionsCalledOnLoad";

/** The build's chunk of React (astro.config.ts, `manualChunks`). */
export const REACT_CHUNK = "react";
/** The build's chunk of the price explorer's own code. */
export const EXPLORER_CHUNK = "price-explorer";

/** The chunks whose functions the explorer's first digit and first tick run: both of them. */
export const COMPILED_AT_LOAD: ReadonlySet<string> = new Set([REACT_CHUNK, EXPLORER_CHUNK]);
