import type { APIRoute } from "astro";
import { absoluteUrl } from "~/lib/page-meta";
import { sitePaths } from "~/content/paths";

/** robots.txt: everything may be crawled, and the sitemap lists every page. */
export const GET: APIRoute = () => {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(sitePaths.sitemap)}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
