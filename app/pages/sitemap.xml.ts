import type { APIRoute } from "astro";
import { contentOf } from "~/content/collections";
import { DEFAULT_LOCALE, locales } from "~/content/locales";
import { alternates } from "~/lib/locale";
import { absoluteUrl } from "~/lib/page-meta";

/** Every page at its canonical URL, with its twins in the other languages as its head lists them. */
export const GET: APIRoute = async () => {
  const { siteUrl } = (await contentOf(DEFAULT_LOCALE)).chrome.text.site;
  const url = (path: string) => absoluteUrl(path, siteUrl);
  const paths = (await Promise.all(locales.map(contentOf))).flatMap((each) => each.pagePaths);
  const urls = paths.map((path) =>
    [
      "  <url>",
      `    <loc>${url(path)}</loc>`,
      ...alternates(path).map(
        ({ hreflang, path: href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(href)}"/>`,
      ),
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
