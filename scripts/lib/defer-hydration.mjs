// Lighthouse's simulated throttling counts every high-priority script a page starts before its
// first paint as blocking that paint, and React Router's modulepreload links and module entry are
// exactly that: on a slow phone the prerendered page would wait for ~100 KB of JavaScript it does
// not need to be seen. So each page loads the same modules, in the same order, once it has painted.

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const MODULE_ENTRY = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Marks the rewritten entry, so the CSP step can recognise it. */
export const DEFERRED_ENTRY_PREFIX = "/* hydrate after first paint */";

function required(value, what, page) {
  if (!value) throw new Error(`React Router's module entry in ${page} has no ${what}`);
  return value;
}

/** The page with its module preloads removed and its module entry started after first paint. */
export function deferHydration(html, page) {
  const body = required(MODULE_ENTRY.exec(html)?.[1], "module script", page);
  const manifest = required(/^import "([^"]+)";$/m.exec(body)?.[1], "manifest import", page);
  const routes = [...body.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)];
  required(routes.length, "route imports", page);
  const registry = required(
    /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(body)?.[1],
    "route module registry",
    page,
  );
  const entry = required(/^import\("([^"]+)"\);$/m.exec(body)?.[1], "entry import", page);

  const names = routes.map(([, name]) => name).join(",");
  const imports = routes.map(([, , url]) => `import(${JSON.stringify(url)})`).join(",");
  const script =
    `${DEFERRED_ENTRY_PREFIX}let started=false;` +
    `const hydrate=()=>{if(started)return;started=true;` +
    `import(${JSON.stringify(manifest)}).then(()=>Promise.all([${imports}]))` +
    `.then(([${names}])=>{window.__reactRouterRouteModules=${registry};` +
    `return import(${JSON.stringify(entry)})})};` +
    `if(PerformanceObserver.supportedEntryTypes?.includes("paint")){` +
    `new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length)hydrate()})` +
    `.observe({type:"paint",buffered:true})}` +
    // A tab opened in the background paints only when shown; hydrate anyway once it has loaded.
    `addEventListener("load",()=>setTimeout(hydrate,3000));`;

  return html
    .replace(MODULE_PRELOAD, "")
    .replace(MODULE_ENTRY, `<script type="module">${script}</script>`);
}
