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

/** An SVG drawn as a PNG at build time, `width` pixels wide, on a `background` colour. */
export async function svgToPng(
  svg: string,
  { width, background }: { width?: number; background?: string } = {},
) {
  await loadRenderer();
  const fitTo = width === undefined ? undefined : { mode: "width" as const, value: width };
  return new Resvg(svg, { fitTo, background }).render().asPng();
}

/** The response a PNG resource route sends, written once at build time. */
export function pngResponse(png: Uint8Array): Response {
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
