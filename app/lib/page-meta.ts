import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { ui } from "~/content/ui";
import { OG_IMAGE_SIZE } from "~/lib/og-image-svg";
import { paths } from "~/content/paths";

interface PageMetaInput {
  title: string;
  description: string;
  /** The page's own path, for its canonical URL. */
  path: string;
}

export const OG_IMAGE = {
  ...OG_IMAGE_SIZE,
  alt: `${site.brand} ${ui.meta.ogImageAlt}`,
} as const;

/** Absolute URL on the production site, from the one siteUrl in the site config. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.siteUrl).href;
}

/** Title, description, canonical URL, Open Graph and Twitter tags of a page, from one record. */
export function pageMeta({ title, description, path }: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = absoluteUrl(paths.ogImage);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: OG_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** For the 404 stand-ins: a title, and no indexing. */
export function notFoundMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }];
}
