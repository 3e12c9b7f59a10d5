// Lighthouse's simulated throttling counts every high-priority script a page starts before its
// first paint as blocking that paint, and React Router's modulepreload links and module entry are
// exactly that: on a slow phone the prerendered page would wait for ~100 KB of JavaScript it does
// not need to be seen. So each page loads the same modules, in the same order, once it has painted.
//
// The rewrite reads text React Router generates (7.18.4, `Scripts` in react-router's dom chunk),
// so it accepts only what it fully understands: every line of the module entry must be one of the
// forms below, every modulepreload link must be one it removes, and no route of the page may need
// route data. Anything else fails the build, naming the page, rather than shipping a page that
// never hydrates.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Set on <html> when the page's modules fail to load, so it can stop waiting for them. */
export const APP_FAILED_ATTRIBUTE = "data-app-failed";

/** Marks the rewritten entry, so the CSP step can recognise it. */
export const DEFERRED_ENTRY_PREFIX = "/* hydrate after first paint */";

const MODULE_ENTRY = /<script type="module" async="">([\s\S]*?)<\/script>/;
/** Any module script at all, however written: the entry must be the only one. */
const ANY_MODULE_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']?module\b/gi;
/** The preload links React Router writes, exactly; these are removed. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
/** Any link that mentions modulepreload, however written: all of them must be removed. */
const ANY_MODULE_PRELOAD = /<link\b[^>]*modulepreload[^>]*>/gi;

const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;

/** The lines of the module entry, in the order React Router writes them. */
const ENTRY_LINES = [
  { kind: "manifest", pattern: new RegExp(`^import (${JSON_STRING});$`) },
  { kind: "route", pattern: new RegExp(`^import \\* as route(\\d+) from (${JSON_STRING});$`) },
  {
    kind: "registry",
    pattern: /^ {2}window\.__reactRouterRouteModules = (\{[^{}]*\});$/,
  },
  { kind: "entry", pattern: new RegExp(`^import\\((${JSON_STRING})\\);$`) },
  // Where React Router leaves out optional parts (HMR, a partial manifest) it writes blanks.
  { kind: "blank", pattern: /^\s*$/ },
];
const ENTRY_ORDER = /^manifest (?:route )+registry entry$/;
const REGISTRY_PAIR = new RegExp(`(${JSON_STRING}):route(\\d+)`, "g");

function fail(page, message) {
  throw new Error(`defer-hydration: ${page}: ${message}`);
}

/** The module entry's lines, each recognised, in the expected order; fails on anything else. */
function parseEntry(body, page) {
  const lines = body.split("\n").map((text, index) => {
    for (const { kind, pattern } of ENTRY_LINES) {
      const match = pattern.exec(text);
      if (match) return { kind, match };
    }
    return fail(page, `line ${index + 1} of React Router's module entry is unknown: ${text}`);
  });
  const known = lines.filter(({ kind }) => kind !== "blank");
  const order = known.map(({ kind }) => kind).join(" ");
  if (!ENTRY_ORDER.test(order)) {
    fail(page, `React Router's module entry has its lines in an unknown order: ${order}`);
  }
  const the = (kind) => known.find((line) => line.kind === kind).match;

  const routes = known
    .filter(({ kind }) => kind === "route")
    .map(({ match: [, index, url] }, position) => {
      if (Number(index) !== position) fail(page, `route${index} is imported in place ${position}`);
      return { name: `route${index}`, url: JSON.parse(url) };
    });

  const registry = the("registry")[1];
  const pairs = [...registry.matchAll(REGISTRY_PAIR)];
  const rebuilt = `{${pairs.map(([pair]) => pair).join(",")}}`;
  const ids = pairs.map(([, id, index], position) => {
    if (Number(index) !== position) fail(page, `route${index} is registered in place ${position}`);
    return JSON.parse(id);
  });
  if (rebuilt !== registry || ids.length !== routes.length) {
    fail(page, `the route module registry does not name each imported route once: ${registry}`);
  }

  return {
    manifest: JSON.parse(the("manifest")[1]),
    routes: routes.map((route, index) => ({ ...route, id: ids[index] })),
    registry,
    entry: JSON.parse(the("entry")[1]),
  };
}

/** Route data a page cannot have here, and why. */
const ROUTE_DATA = [
  [
    "loader",
    "client navigations would fetch its .data file, but scripts/postbuild.mjs deletes them and " +
      "the servers are not set up for them. Put the data in the route module instead.",
  ],
  [
    "clientLoader",
    "its page would be prerendered as its HydrateFallback and wait for hydration. Put the data " +
      "in the route module instead.",
  ],
];

/**
 * The page's routes must be the manifest's and need no route data, which this site does not
 * ship (see ROUTE_DATA): a refusal here is loud, where a missing `.data` file would only show on
 * a visitor's next click.
 */
function checkRoutes(entry, manifest, page) {
  if (manifest.url !== entry.manifest) {
    fail(page, `the module entry imports ${entry.manifest}, the manifest says ${manifest.url}`);
  }
  if (manifest.entry?.module !== entry.entry) {
    fail(page, `the module entry starts ${entry.entry}, the manifest ${manifest.entry?.module}`);
  }
  for (const { id, url } of entry.routes) {
    const route = manifest.routes?.[id];
    if (!route) fail(page, `route "${id}" is not in the manifest`);
    if (route.module !== url) fail(page, `route "${id}" is ${url}, the manifest ${route.module}`);
    for (const [kind, why] of ROUTE_DATA) {
      const flag = `has${kind[0].toUpperCase()}${kind.slice(1)}`;
      if (route[flag] !== false) {
        fail(page, `route "${id}" has a ${kind} (${flag}: ${route[flag]}); ${why}`);
      }
    }
  }
}

/** The manifest object of a `manifest-<hash>.js` file's source; fails on any other shape. */
export function parseManifest(source, url) {
  const json = /^window\.__reactRouterManifest=(\{.*\});\s*$/s.exec(source)?.[1];
  if (!json) throw new Error(`defer-hydration: ${url} is not a React Router manifest`);
  return JSON.parse(json);
}

/** Reads (once each) the manifests a build's pages import, from its client folder. */
export function manifestReader(clientDir) {
  const cache = new Map();
  return (url) => {
    if (!cache.has(url)) {
      cache.set(url, parseManifest(readFileSync(join(clientDir, url), "utf8"), url));
    }
    return cache.get(url);
  };
}

function deferredEntry({ manifest, routes, registry, entry }) {
  const names = routes.map(({ name }) => name).join(",");
  const imports = routes.map(({ url }) => `import(${JSON.stringify(url)})`).join(",");
  return (
    `${DEFERRED_ENTRY_PREFIX}let started=false;` +
    `const hydrate=()=>{if(started)return;started=true;` +
    `import(${JSON.stringify(manifest)}).then(()=>Promise.all([${imports}]))` +
    `.then(([${names}])=>{window.__reactRouterRouteModules=${registry};` +
    `return import(${JSON.stringify(entry)})})` +
    // When the app cannot load, controls that wait for it give their space back (app.css).
    `.catch(()=>document.documentElement.setAttribute(${JSON.stringify(APP_FAILED_ATTRIBUTE)},""))};` +
    `if(PerformanceObserver.supportedEntryTypes?.includes("paint")){` +
    `new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length)hydrate()})` +
    `.observe({type:"paint",buffered:true})}` +
    // A tab opened in the background paints only when shown; hydrate anyway once it has loaded.
    `addEventListener("load",()=>setTimeout(hydrate,3000));`
  );
}

/**
 * The page with its module preloads removed and its module entry started after first paint.
 * `readManifest(url)` returns the route manifest the entry imports (see manifestReader).
 */
export function deferHydration(html, page, readManifest) {
  const moduleScripts = html.match(ANY_MODULE_SCRIPT)?.length ?? 0;
  const body = MODULE_ENTRY.exec(html)?.[1];
  if (body === undefined || moduleScripts !== 1) {
    fail(
      page,
      `expected React Router's module entry as its one module script, found ${moduleScripts}`,
    );
  }
  const entry = parseEntry(body, page);
  checkRoutes(entry, readManifest(entry.manifest), page);

  const present = html.match(ANY_MODULE_PRELOAD)?.length ?? 0;
  let removed = 0;
  const withoutPreloads = html.replace(MODULE_PRELOAD, () => {
    removed += 1;
    return "";
  });
  if (removed !== present || removed === 0) {
    fail(page, `${present} modulepreload links present, ${removed} in the form that is removed`);
  }
  return withoutPreloads.replace(
    MODULE_ENTRY,
    () => `<script type="module">${deferredEntry(entry)}</script>`,
  );
}
