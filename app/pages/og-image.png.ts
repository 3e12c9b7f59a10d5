import type { APIRoute } from "astro";
import { ogImageSvg } from "~/lib/og-image-svg";
import { pngResponse, svgToPng } from "~/lib/png";

/** The Open Graph image, rendered once at build time from the site's own SVG. */
export const GET: APIRoute = async () => pngResponse(await svgToPng(ogImageSvg()));
