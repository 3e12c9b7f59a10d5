import type { APIRoute } from "astro";
import { contentOf } from "~/content/collections";
import { DEFAULT_LOCALE, locales } from "~/content/locales";
import { alternates } from "~/lib/locale";
import { absoluteUrl } from "~/lib/page-meta";

/** The page in every language, as the page's own head lists it. */
function alternateLinks(path: string, siteUrl: string): string[] {
  return alternates(path).map(
    ({ hreflang, path: href }) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absoluteUrl(href, siteUrl)}"/>`,
  );
}

/** sitemap.xml: every page in both languages, at its canonical URL, with its twins. */
export const GET: APIRoute = async () => {
  const { siteUrl } = (await contentOf(DEFAULT_LOCALE)).chrome.text.site;
  const paths = (await Promise.all(locales.map(contentOf))).flatMap((each) => each.pagePaths);
  const urls = paths.map((path) =>
    [
      "  <url>",
      `    <loc>${absoluteUrl(path, siteUrl)}</loc>`,
      ...alternateLinks(path, siteUrl),
      "  </url>",
    ].join("\n"),
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
