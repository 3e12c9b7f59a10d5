import type { APIRoute } from "astro";
import { absoluteUrl } from "~/lib/page-meta";
import { contentOf } from "~/content/collections";
import { DEFAULT_LOCALE } from "~/content/locales";
import { sitePaths } from "~/content/paths";

export const GET: APIRoute = async () => {
  const { siteUrl } = (await contentOf(DEFAULT_LOCALE)).chrome.text.site;
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(sitePaths.sitemap, siteUrl)}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
