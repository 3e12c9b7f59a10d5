import type { Chrome, HomeContent, ImprintPage } from "~/content/site-content";
import type { DocumentPageText } from "~/content/schema";
import { localeSettings, locales, type Locale } from "~/content/locales";
import { localePaths, sitePaths } from "~/content/paths";
import type { PricesContent } from "~/content/price-list";
import type { Product } from "~/content/types";
import { organizationJsonLd, priceListJsonLd, productJsonLd } from "~/lib/json-ld";
import { alternates } from "~/lib/locale";
import { withoutBreakMarks } from "~/content/break-marks";
import { fill } from "~/lib/format";
import { OG_IMAGE_SIZE } from "~/lib/og-image-svg";

export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, siteUrl).href;
}

/** "Prices · Tesseris": a page's name, then the brand. */
function titled(chrome: Chrome, name: string): string {
  return fill(chrome.ui.meta.pageTitle, "page", withoutBreakMarks(name));
}

/** What a page's <head> says of it, rendered by app/layouts/document.astro. */
export interface PageHead {
  title: string;
  meta: readonly ({ name: string; content: string } | { property: string; content: string })[];
  links: readonly { rel: string; href: string; hreflang?: string }[];
  /** schema.org data, written as a JSON data block. */
  jsonLd?: object;
}

/** Title, description, canonical URL, alternates, Open Graph and Twitter tags of a page. */
function pageMeta(
  locale: Locale,
  chrome: Chrome,
  words: { title: string; description: string },
  path: string,
  jsonLd?: object,
): PageHead {
  // Search results, tabs and link previews show the plain words, never the content's soft hyphens.
  const title = withoutBreakMarks(words.title);
  const description = withoutBreakMarks(words.description);
  const { siteUrl, brand } = chrome.site;
  const url = absoluteUrl(path, siteUrl);
  const image = absoluteUrl(sitePaths.ogImage, siteUrl);
  const imageAlt = chrome.ui.meta.ogImageAlt;
  return {
    title,
    links: [
      { rel: "canonical", href: url },
      ...alternates(path).map(({ hreflang, path }) => ({
        rel: "alternate",
        hreflang,
        href: absoluteUrl(path, siteUrl),
      })),
    ],
    meta: [
      { name: "description", content: description },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: brand },
      { property: "og:locale", content: localeSettings[locale].ogLocale },
      ...locales
        .filter((other) => other !== locale)
        .map((other) => ({
          property: "og:locale:alternate",
          content: localeSettings[other].ogLocale,
        })),
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
      { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
      { property: "og:image:alt", content: imageAlt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: description },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: imageAlt },
    ],
    jsonLd,
  };
}

/** For the 404 stand-ins ("Solution not found." included): a title, and no indexing. */
export function notFoundMeta(chrome: Chrome, name: string): PageHead {
  return { title: titled(chrome, name), meta: [{ name: "robots", content: "noindex" }], links: [] };
}

export function homeMeta(locale: Locale, chrome: Chrome, content: HomeContent) {
  const { description } = chrome.site;
  const title = content.page.title;
  const jsonLd = organizationJsonLd(chrome.site);
  return pageMeta(locale, chrome, { title, description }, localePaths[locale].home, jsonLd);
}

export function pricesMeta(locale: Locale, chrome: Chrome, prices: PricesContent) {
  const path = localePaths[locale].prices;
  const { title, description } = prices.page;
  const jsonLd = priceListJsonLd(prices, chrome.site, path, locale);
  return pageMeta(locale, chrome, { title: titled(chrome, title), description }, path, jsonLd);
}

export function solutionMeta(
  locale: Locale,
  chrome: Chrome,
  product: Product,
  prices: PricesContent,
) {
  const path = localePaths[locale].solution(product.slug);
  const title = titled(chrome, fill(chrome.ui.meta.productPage, "product", product.title));
  const jsonLd = productJsonLd(product, prices, chrome.site, path, locale);
  return pageMeta(locale, chrome, { title, description: product.description }, path, jsonLd);
}

/** The legal pages and the imprint: a title and a description at their own path. */
export function documentMeta(
  locale: Locale,
  chrome: Chrome,
  page: DocumentPageText | ImprintPage,
  name: "terms" | "privacy" | "security" | "imprint" | "accessibility",
) {
  const words = { title: titled(chrome, page.title), description: page.description };
  return pageMeta(locale, chrome, words, localePaths[locale][name]);
}
