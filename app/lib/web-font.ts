// The one web font file every page uses (app/fonts.css), preloaded from the page's head so its
// download starts with the HTML instead of after the stylesheet has been parsed and applied.
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/** A font preload is always fetched in CORS mode, so it needs crossorigin to match the @font-face. */
export const webFontPreload = {
  rel: "preload",
  href: interLatin,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
} as const;
