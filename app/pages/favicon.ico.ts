import type { APIRoute } from "astro";
import { faviconIco, iconArtwork } from "~/lib/icons";

/** /favicon.ico, which browsers and feed readers ask for by name: drawn from public/favicon.svg. */
export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await faviconIco(await iconArtwork())), {
    headers: { "Content-Type": "image/x-icon" },
  });
