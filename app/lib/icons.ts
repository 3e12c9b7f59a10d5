import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { sitePaths } from "~/content/paths";
import { svgToPng } from "~/lib/png";

/**
 * The icons browsers, feed readers and phones ask for by name (/favicon.ico,
 * /apple-touch-icon.png), drawn at build time from the one icon artwork, public/favicon.svg.
 */

/** The sizes in /favicon.ico: tabs and bookmarks (16, 32) and Windows' shortcuts (48). */
export const FAVICON_ICO_SIZES = [16, 32, 48] as const;
/** The size iOS asks for on its home screen. */
export const APPLE_TOUCH_ICON_SIZE = 180;

/** The icon artwork as the site serves it (public/favicon.svg); the build runs at the repository. */
export function iconArtwork(): Promise<string> {
  return readFile(resolve("public", sitePaths.favicon.slice(1)), "utf8");
}

/** The colour of the artwork's backdrop: its first rectangle's fill. */
export function backdropOf(svg: string): string {
  const fill = /<rect\b[^>]*\bfill="([^"]+)"/.exec(svg)?.[1];
  if (!fill) throw new Error(`${sitePaths.favicon} has no <rect fill="…"> backdrop`);
  return fill;
}

/**
 * An ICO file of PNG images (allowed since Windows Vista, read by every current browser): a
 * 6-byte header, a 16-byte entry per image, then the images.
 */
export function icoOf(images: readonly { size: number; png: Uint8Array }[]): Uint8Array {
  const HEADER = 6;
  const ENTRY = 16;
  let offset = HEADER + ENTRY * images.length;
  const total = offset + images.reduce((sum, image) => sum + image.png.length, 0);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, images.length, true);
  images.forEach(({ size, png }, index) => {
    const entry = HEADER + ENTRY * index;
    view.setUint8(entry, size >= 256 ? 0 : size); // width, 0 for 256
    view.setUint8(entry + 1, size >= 256 ? 0 : size); // height
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(png, offset);
    offset += png.length;
  });
  return bytes;
}

/** /favicon.ico: the artwork at each of its sizes. */
export async function faviconIco(svg: string): Promise<Uint8Array> {
  const images = await Promise.all(
    FAVICON_ICO_SIZES.map(async (size) => ({ size, png: await svgToPng(svg, { width: size }) })),
  );
  return icoOf(images);
}

/**
 * /apple-touch-icon.png: the artwork, its backdrop carried into the corners, since iOS rounds
 * the corners itself and shows a transparent pixel as black.
 */
export function appleTouchIcon(svg: string): Promise<Uint8Array> {
  return svgToPng(svg, { width: APPLE_TOUCH_ICON_SIZE, background: backdropOf(svg) });
}
