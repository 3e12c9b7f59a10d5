import type { APIRoute } from "astro";
import { contentOf } from "~/content/collections";
import { DEFAULT_LOCALE } from "~/content/locales";
import { jsonResponse, priceListJsonSchema } from "~/lib/price-json";

export const GET: APIRoute = async () => {
  const { siteUrl } = (await contentOf(DEFAULT_LOCALE)).chrome.text.site;
  return jsonResponse(priceListJsonSchema(siteUrl));
};
