import type { APIRoute } from "astro";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { ogImageSvg } from "~/lib/og-image-svg";

// The renderer may be set up once per process; the build calls the loader more than once.
let rendererReady: Promise<void> | undefined;
function loadRenderer() {
  const wasm = createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm");
  rendererReady ??= readFile(wasm).then((bytes) => initWasm(bytes));
  return rendererReady;
}

/** The Open Graph image, rendered once at build time from the site's own SVG. */
export const GET: APIRoute = async () => {
  await loadRenderer();
  const png = new Resvg(ogImageSvg()).render().asPng();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
