import type { APIRoute } from "astro";
import { ogImageSvg } from "~/lib/og-image-svg";
import { pngResponse, svgToPng } from "~/lib/png";

export const GET: APIRoute = async () => pngResponse(await svgToPng(ogImageSvg()));
