import { describe, expect, it } from "vitest";
import {
  APPLE_TOUCH_ICON_SIZE,
  appleTouchIcon,
  backdropOf,
  FAVICON_ICO_SIZES,
  faviconIco,
  iconArtwork,
} from "~/lib/icons";

/** A PNG's width and height, from its header chunk. */
function pngSize(png: Uint8Array): [number, number] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect(String.fromCharCode(...png.subarray(1, 4))).toBe("PNG");
  return [view.getUint32(16), view.getUint32(20)];
}

describe("the icons asked for by name, drawn from public/favicon.svg", () => {
  it("/favicon.ico holds the artwork as a PNG at each of its sizes", async () => {
    const ico = await faviconIco(await iconArtwork());
    const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
    expect([view.getUint16(0, true), view.getUint16(2, true)]).toEqual([0, 1]);
    expect(view.getUint16(4, true)).toBe(FAVICON_ICO_SIZES.length);
    const images = FAVICON_ICO_SIZES.map((size, index) => {
      const entry = 6 + 16 * index;
      const length = view.getUint32(entry + 8, true);
      const offset = view.getUint32(entry + 12, true);
      expect([view.getUint8(entry), view.getUint8(entry + 1)]).toEqual([size, size]);
      return pngSize(ico.subarray(offset, offset + length));
    });
    expect(images).toEqual(FAVICON_ICO_SIZES.map((size) => [size, size]));
  });

  it("/apple-touch-icon.png is 180 × 180, on the artwork's own backdrop", async () => {
    const svg = await iconArtwork();
    expect(backdropOf(svg)).toMatch(/^#[0-9a-f]{6}$/i);
    const png = await appleTouchIcon(svg);
    expect(pngSize(png)).toEqual([APPLE_TOUCH_ICON_SIZE, APPLE_TOUCH_ICON_SIZE]);
  });
});
