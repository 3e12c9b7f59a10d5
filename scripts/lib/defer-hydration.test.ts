// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_FAILED_ATTRIBUTE, deferHydration, parseManifest } from "./defer-hydration.mjs";
import { inlineScriptHashes } from "./inline-scripts.mjs";

// React Router 7.18.4's own output, before postbuild (see fixtures/capture.mjs).
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

interface ManifestRoute {
  module: string;
  hasLoader: boolean;
  hasClientLoader: boolean;
}
interface Manifest {
  url: string;
  entry: { module: string };
  routes: Record<string, ManifestRoute>;
}

/** The manifest every captured page imports (capture.mjs keeps the build's hashed name). */
const MANIFEST_URL = /import "(\/assets\/manifest-[\w-]+\.js)";/.exec(
  fixture("home.html.txt"),
)?.[1];
const manifest: Manifest = parseManifest(fixture("manifest.js.txt"), MANIFEST_URL);
const readManifest = (url: string) => {
  expect(url).toBe(MANIFEST_URL);
  return manifest;
};

/** Each kind of page, with the routes React Router matches for it, outermost first. */
const PAGES = [
  { name: "home", file: "index.html", routes: ["root", "routes/site-layout", "routes/home"] },
  {
    name: "prices",
    file: "prices/index.html",
    routes: ["root", "routes/site-layout", "routes/prices"],
  },
  {
    name: "product",
    file: "solutions/citros/index.html",
    routes: ["root", "routes/site-layout", "routes/solution"],
  },
  {
    name: "legal-terms",
    file: "terms/index.html",
    routes: ["root", "routes/site-layout", "routes/terms"],
  },
  {
    name: "legal-imprint",
    file: "imprint/index.html",
    routes: ["root", "routes/site-layout", "routes/imprint"],
  },
  { name: "not-found", file: "404/index.html", routes: ["root", "routes/not-found"] },
  {
    name: "unknown-product",
    file: "solutions/_not-found/index.html",
    routes: ["root", "routes/site-layout", "routes/solution"],
  },
] as const;

const PRELOAD = /<link\b[^>]*modulepreload/gi;
const moduleScript = (html: string) =>
  /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

/**
 * Runs the rewritten entry with `import()` recorded instead of loading anything, and fires first
 * contentful paint and the load timer as a browser would.
 */
async function runDeferredEntry(script: string, failing?: string) {
  const imports: string[] = [];
  const htmlAttributes = new Map<string, string>();
  const fakeDocument = {
    documentElement: {
      setAttribute: (name: string, value: string) => htmlAttributes.set(name, value),
    },
  };
  const registrations: Record<string, unknown>[] = [];
  const win: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  const modules = new Map<string, object>();
  const load = (url: string) => {
    imports.push(url);
    if (url === manifest.entry.module && win.__reactRouterRouteModules) {
      registrations.push(win.__reactRouterRouteModules);
    }
    if (url === failing) return Promise.reject(new Error(`blocked: ${url}`));
    modules.set(url, { url });
    return Promise.resolve(modules.get(url));
  };
  let paint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: typeof paint) {
      paint = callback;
    }
    observe() {}
  }
  const timers: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  const run = new Function(
    "load",
    "window",
    "PerformanceObserver",
    "addEventListener",
    "setTimeout",
    "document",
    script.replace(/\bimport\(/g, "load("),
  );
  run(
    load,
    win,
    FakePerformanceObserver,
    (type: string, listener: () => void) => (listeners[type] = listener),
    (callback: () => void) => timers.push(callback),
    fakeDocument,
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  expect(imports, "nothing loads before first paint").toEqual([]);
  paint?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
  await settle();
  listeners.load?.();
  for (const timer of timers) timer();
  await settle();
  return { imports, registrations, modules, htmlAttributes };
}

describe("deferHydration on React Router 7.18.4's pages", () => {
  it("leaves the resource routes' loaders alone: they are files, not pages", () => {
    expect(Object.values(manifest.routes).filter((route) => route.hasLoader)).toHaveLength(4);
  });

  for (const { name, file, routes } of PAGES) {
    describe(`${name} (${file})`, () => {
      const html = fixture(`${name}.html.txt`);
      const output = deferHydration(html, file, readManifest);
      const modules = routes.map((id) => manifest.routes[id]?.module);

      it("removes every modulepreload link and React Router's async module entry", () => {
        expect(html.match(PRELOAD)?.length).toBeGreaterThan(10);
        expect(output.match(PRELOAD)).toBeNull();
        expect(output).not.toContain('<script type="module" async="">');
        expect(output.match(/<script type="module"/g)).toHaveLength(1);
      });

      it("changes nothing else in the page", () => {
        const strip = (page: string) =>
          page
            .replace(/<link rel="modulepreload"[^>]*>/g, "")
            .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/, "<entry>");
        expect(strip(output)).toBe(strip(html));
      });

      it("imports the manifest, each route module and the entry, in that order, once painted", async () => {
        const {
          imports,
          registrations,
          modules: loaded,
        } = await runDeferredEntry(moduleScript(output));
        expect(imports).toEqual([MANIFEST_URL, ...modules, manifest.entry.module]);
        expect(registrations).toEqual([
          Object.fromEntries(routes.map((id, index) => [id, loaded.get(modules[index] ?? "")])),
        ]);
      });

      it("marks the page when its modules cannot load, and only then", async () => {
        const script = moduleScript(output);
        expect((await runDeferredEntry(script)).htmlAttributes.has(APP_FAILED_ATTRIBUTE)).toBe(
          false,
        );
        const blocked = await runDeferredEntry(script, manifest.entry.module);
        expect(blocked.htmlAttributes.get(APP_FAILED_ATTRIBUTE)).toBe("");
      });

      it("writes an entry the CSP step recognises", () => {
        expect(() => inlineScriptHashes(output, file)).not.toThrow();
      });
    });
  }
});

describe("deferHydration refuses what it does not recognise", () => {
  const html = fixture("prices.html.txt");
  const page = "prices/index.html";
  const pricesModule = /import \* as route2 from "(\/assets\/prices-[\w-]+\.js)";/.exec(html)?.[1];
  const withEntry = (edit: (body: string) => string) =>
    html.replace(
      /(<script type="module" async="">)([\s\S]*?)(<\/script>)/,
      (_, open: string, body: string, close: string) => `${open}${edit(body)}${close}`,
    );

  it("fails on an unknown line of the module entry, naming the page and the line", () => {
    // React Router's split route modules (v8_splitRouteModules) write chunk imports like this.
    const split = withEntry((body) =>
      body.replace(
        `import * as route2 from "${pricesModule}";`,
        `import * as route2_main from "${pricesModule}";\nconst route2 = {...route2_main};`,
      ),
    );
    expect(() => deferHydration(split, page, readManifest)).toThrow(
      `prices/index.html: line 4 of React Router's module entry is unknown: import * as route2_main from "${pricesModule}";`,
    );
  });

  it("fails when the entry's lines come in another order", () => {
    const early = withEntry((body) => {
      const lines = body.split("\n");
      return [lines.at(-1), ...lines.slice(0, -1)].join("\n");
    });
    expect(() => deferHydration(early, page, readManifest)).toThrow(
      "prices/index.html: React Router's module entry has its lines in an unknown order: entry manifest route route route registry",
    );
  });

  it("fails when the route registry does not match the imported routes", () => {
    const missing = withEntry((body) => body.replace(',"routes/prices":route2', ""));
    expect(() => deferHydration(missing, page, readManifest)).toThrow(
      "the route module registry does not name each imported route once",
    );
  });

  it("fails when a route module is not the one the manifest names", () => {
    const other = withEntry((body) => body.replace(`${pricesModule}`, "/assets/x.js"));
    expect(() => deferHydration(other, page, readManifest)).toThrow(
      `prices/index.html: route "routes/prices" is /assets/x.js, the manifest ${pricesModule}`,
    );
  });

  it("fails when a modulepreload link is written in a form it does not remove", () => {
    const extra = html.replace(
      "</head>",
      '<link rel="modulepreload" href="/assets/extra.js" crossorigin=""/></head>',
    );
    expect(() => deferHydration(extra, page, readManifest)).toThrow(
      "prices/index.html: 17 modulepreload links present, 16 in the form that is removed",
    );
  });

  it("fails when the page has another module script or none", () => {
    const second = html.replace(
      "</body>",
      '<script type="module" src="/assets/x.js"></script></body>',
    );
    expect(() => deferHydration(second, page, readManifest)).toThrow(
      "expected React Router's module entry as its one module script, found 2",
    );
    const none = html.replace(/<script type="module" async="">[\s\S]*?<\/script>/, "");
    expect(() => deferHydration(none, page, readManifest)).toThrow("found 0");
  });

  const routeData = [
    { flag: "hasLoader", kind: "loader", why: "client navigations would fetch its .data file" },
    { flag: "hasClientLoader", kind: "clientLoader", why: "prerendered as its HydrateFallback" },
  ] as const;
  for (const { flag, kind, why } of routeData) {
    it(`refuses a page whose route has a ${kind}, saying why`, () => {
      const prices = manifest.routes["routes/prices"];
      const withData = {
        ...manifest,
        routes: { ...manifest.routes, "routes/prices": { ...prices, [flag]: true } },
      };
      const build = () => deferHydration(html, page, () => withData);
      expect(build).toThrow(
        `prices/index.html: route "routes/prices" has a ${kind} (${flag}: true)`,
      );
      expect(build).toThrow(why);
    });
  }

  it("refuses a manifest file of another shape", () => {
    expect(() => parseManifest("window.__reactRouterManifest = {};", MANIFEST_URL)).toThrow(
      `${MANIFEST_URL} is not a React Router manifest`,
    );
  });
});
