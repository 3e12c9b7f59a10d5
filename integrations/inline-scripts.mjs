// Finds the inline scripts and styles of the built pages and hashes them for the CSP. Only
// scripts of a known kind are allowed: an unknown one fails the build rather than slipping into
// the policy.
import { createHash } from "node:crypto";

/** The inline scripts this site and Astro's island runtime write. */
const KNOWN_INLINE_SCRIPTS = [
  // app/lib/inline-scripts.ts: the hero typing's session flag and the phone menu's close.
  /^try\{var d=document\.documentElement;if\(sessionStorage\.getItem\(/,
  // app/lib/inline-scripts.ts: the 404 pages log the path nothing answers.
  /^console\.error\("404: /,
  // Astro: the island element and the client:afterlcp directive (app/lib/after-lcp-directive.ts),
  // on the price pages only.
  /customElements\.define\("astro-island"/,
  /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.afterlcp=/,
];

// Inline scripts, less JSON-LD data blocks, which browsers never run and CSP does not govern.
// Speculation rules are governed, so they are hashed like scripts.
const INLINE_SCRIPT =
  /<script(?![^>]*\s(?:src=|type="application\/ld\+json"))([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

const sha256 = (body) => createHash("sha256").update(body, "utf8").digest("base64");

/** SHA-256 hashes (base64) of every inline script in the page; throws on an unknown script. */
export function inlineScriptHashes(html, page) {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, attributes = "", body = ""]) => {
    // Speculation rules and import maps (the editor's, at /admin) are JSON, run as scripts.
    const json = /type="(?:speculationrules|importmap)"/.test(attributes);
    if (json) JSON.parse(body);
    else if (!KNOWN_INLINE_SCRIPTS.some((pattern) => pattern.test(body))) {
      throw new Error(`Unknown inline script in ${page}: ${body.slice(0, 120)}`);
    }
    return sha256(body);
  });
}

/** SHA-256 hashes (base64) of every inline style element in the page (Astro's island style). */
export function inlineStyleHashes(html) {
  return [...html.matchAll(INLINE_STYLE)].map(([, body = ""]) => sha256(body));
}
