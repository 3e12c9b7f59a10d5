import type { APIRoute } from "astro";
import { contentOf } from "~/content/collections";
import { DEFAULT_LOCALE, locales, type Locale } from "~/content/locales";
import type { PricesContent } from "~/content/price-list";
import { jsonResponse, priceListJson } from "~/lib/price-json";

/** The price list for machines, in every language: written at build time from the pages' data. */
export const GET: APIRoute = async () => {
  const byLocale = Object.fromEntries(
    await Promise.all(locales.map(async (locale) => [locale, (await contentOf(locale)).prices])),
  ) as Record<Locale, PricesContent>;
  const { siteUrl } = (await contentOf(DEFAULT_LOCALE)).chrome.text.site;
  return jsonResponse(priceListJson(byLocale, siteUrl));
};
