// Finds the inline scripts of the prerendered pages and hashes them for the CSP. Only scripts of
// a known kind are allowed: an unknown one fails the build rather than slipping into the policy.
import { createHash } from "node:crypto";

/** The inline scripts React Router, React's streaming renderer and this site write. */
const KNOWN_INLINE_SCRIPTS = [
  // app/lib/hero-typing.ts: skips the hero typing once it ran in this browser session.
  /^try\{var d=document\.documentElement;if\(sessionStorage\.getItem\(/,
  // React Router: the router context and the stream of route data.
  /^window\.__reactRouterContext = \{/,
  /^window\.__reactRouterContext\.streamController\.(enqueue|close)\(/,
  // scripts/lib/defer-hydration.mjs: React Router's module entry, started after first paint.
  /^\/\* hydrate after first paint \*\/let started=false;/,
  // React's streaming renderer: revealing completed boundaries.
  /^requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);$/,
  /^\$RB=\[\];\$RV=function\(/,
  /^\$RC\("B:\d+","S:\d+"\)$/,
];

// Inline scripts, less JSON-LD data blocks, which browsers never run and CSP does not govern.
const INLINE_SCRIPT =
  /<script(?![^>]*\s(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g;

/** SHA-256 hashes (base64) of every inline script in the page; throws on an unknown script. */
export function inlineScriptHashes(html, page) {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body = ""]) => {
    if (!KNOWN_INLINE_SCRIPTS.some((pattern) => pattern.test(body))) {
      throw new Error(`Unknown inline script in ${page}: ${body.slice(0, 120)}`);
    }
    return createHash("sha256").update(body, "utf8").digest("base64");
  });
}
