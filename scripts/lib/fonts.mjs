// The system fonts the visual baselines (tests/e2e/__screenshots__) were drawn with, as Debian
// installs them. Chromium on Linux resolves the site's `system-ui` and `sans-serif` through
// fontconfig to DejaVu Sans, and Tailwind's mono stack to Liberation Mono; another font there
// would change every picture, so `npm test` installs these packages explicitly rather than trust
// Chromium's recommends or fontconfig's dependencies to bring them.
import { existsSync } from "node:fs";

/** One file of each package, where Debian puts it. */
export const BASELINE_FONT_FILES = {
  dejavu: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  liberation: "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf",
};

/** @param {keyof typeof BASELINE_FONT_FILES} font */
export function hasBaselineFont(font) {
  return existsSync(BASELINE_FONT_FILES[font]);
}
