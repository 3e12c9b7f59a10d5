import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { sitePaths } from "~/content/paths";
import { svgToPng } from "~/lib/png";

// The icons asked for by name (/favicon.ico, /apple-touch-icon.png), drawn from public/favicon.svg.

/** Tabs and bookmarks (16, 32) and Windows' shortcuts (48). */
export const FAVICON_ICO_SIZES = [16, 32, 48] as const;
/** The size iOS asks for on its home screen. */
export const APPLE_TOUCH_ICON_SIZE = 180;

/** The icon artwork as the site serves it; the build runs at the repository. */
export function iconArtwork(): Promise<string> {
  return readFile(resolve("public", sitePaths.favicon.slice(1)), "utf8");
}

/** The colour of the artwork's backdrop: its first rectangle's fill. */
export function backdropOf(svg: string): string {
  const fill = /<rect\b[^>]*\bfill="([^"]+)"/.exec(svg)?.[1];
  if (!fill) throw new Error(`${sitePaths.favicon} has no <rect fill="…"> backdrop`);
  return fill;
}

/** An ICO file of PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
export async function faviconIco(svg: string): Promise<Uint8Array> {
  const pngs = await Promise.all(FAVICON_ICO_SIZES.map((width) => svgToPng(svg, { width })));
  let offset = 6 + 16 * pngs.length;
  const bytes = new Uint8Array(offset + pngs.reduce((sum, png) => sum + png.length, 0));
  const view = new DataView(bytes.buffer);
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, pngs.length, true);
  pngs.forEach((png, index) => {
    const entry = 6 + 16 * index;
    const size = FAVICON_ICO_SIZES[index] ?? 0;
    view.setUint8(entry, size); // width
    view.setUint8(entry + 1, size); // height
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(png, offset);
    offset += png.length;
  });
  return bytes;
}

/** The artwork on its own backdrop: iOS rounds the corners and shows transparency as black. */
export function appleTouchIcon(svg: string): Promise<Uint8Array> {
  return svgToPng(svg, { width: APPLE_TOUCH_ICON_SIZE, background: backdropOf(svg) });
}
