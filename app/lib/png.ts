import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

// The renderer may be set up once per process; the build calls the loader more than once.
let rendererReady: Promise<void> | undefined;
function loadRenderer() {
  const wasm = createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm");
  rendererReady ??= readFile(wasm).then((bytes) => initWasm(bytes));
  return rendererReady;
}

interface PngOptions {
  /** Width in pixels; the height follows the artwork's proportions. Default: its own width. */
  width?: number;
  /** Paint under the artwork, where it is transparent: a CSS colour. */
  background?: string;
}

/** An SVG drawn as a PNG at build time (resvg, the same renderer for every picture of the site). */
export async function svgToPng(svg: string, { width, background }: PngOptions = {}) {
  await loadRenderer();
  const resvg = new Resvg(svg, {
    ...(width === undefined ? {} : { fitTo: { mode: "width" as const, value: width } }),
    ...(background === undefined ? {} : { background }),
  });
  return resvg.render().asPng();
}

/** The response a PNG resource route sends, written once at build time. */
export function pngResponse(png: Uint8Array): Response {
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
