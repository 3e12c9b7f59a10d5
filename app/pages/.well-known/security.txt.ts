import type { APIRoute } from "astro";
import { contentOf } from "~/content/collections";
import { DEFAULT_LOCALE } from "~/content/locales";
import { absoluteUrl } from "~/lib/page-meta";
import { localePaths, sitePaths } from "~/content/paths";

/** RFC 9116 asks for an Expires less than a year ahead; the build date plus this keeps it so. */
export const SECURITY_TXT_VALID_DAYS = 180;
const DAY_MS = 86_400_000;

/** security.txt (RFC 9116), written at build time; Expires counts from the build date. */
export const GET: APIRoute = async () => {
  const { site } = (await contentOf(DEFAULT_LOCALE)).chrome.text;
  const url = (path: string) => absoluteUrl(path, site.siteUrl);
  const expires = new Date(Date.now() + SECURITY_TXT_VALID_DAYS * DAY_MS);
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
