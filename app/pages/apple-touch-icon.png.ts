import type { APIRoute } from "astro";
import { appleTouchIcon, iconArtwork } from "~/lib/icons";
import { pngResponse } from "~/lib/png";

/** /apple-touch-icon.png, which phones ask for by name: drawn from public/favicon.svg. */
export const GET: APIRoute = async () => pngResponse(await appleTouchIcon(await iconArtwork()));
