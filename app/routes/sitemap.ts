import { absoluteUrl } from "~/lib/page-meta";
import { pagePaths } from "~/content/pages";

/** sitemap.xml: every page of the prerender list, at its canonical URL. */
export function loader() {
  const urls = pagePaths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
