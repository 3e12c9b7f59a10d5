import type { APIRoute } from "astro";
import { contentOf } from "~/content/collections";
import { DEFAULT_LOCALE } from "~/content/locales";
import { absoluteUrl } from "~/lib/page-meta";
import { localePaths, sitePaths } from "~/content/paths";

/** RFC 9116 asks for an Expires less than a year ahead: 180 days from the build. */
const VALID_MS = 180 * 86_400_000;

export const GET: APIRoute = async () => {
  const { site } = (await contentOf(DEFAULT_LOCALE)).chrome.text;
  const url = (path: string) => absoluteUrl(path, site.siteUrl);
  const expires = new Date(Date.now() + VALID_MS);
  const body = [
    `Contact: mailto:${site.email}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    "Preferred-Languages: en, de",
    `Canonical: ${url(sitePaths.securityTxt)}`,
    `Policy: ${url(localePaths.en.security)}`,
    `Policy: ${url(localePaths.de.security)}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
