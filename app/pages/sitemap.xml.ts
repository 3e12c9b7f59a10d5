import type { APIRoute } from "astro";
import { pagePaths } from "~/content/pages";
import { alternates } from "~/lib/locale";
import { absoluteUrl } from "~/lib/page-meta";

/** The page in every language, as the page's own head lists it. */
function alternateLinks(path: string): string[] {
  return alternates(path).map(
    ({ hreflang, path: href }) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absoluteUrl(href)}"/>`,
  );
}

/** sitemap.xml: every page in both languages, at its canonical URL, with its twins. */
export const GET: APIRoute = () => {
  const urls = pagePaths.map((path) =>
    ["  <url>", `    <loc>${absoluteUrl(path)}</loc>`, ...alternateLinks(path), "  </url>"].join(
      "\n",
    ),
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
