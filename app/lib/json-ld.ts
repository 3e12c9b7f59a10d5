import type { Chrome } from "~/content/site-content";

/** schema.org data for the company, from the same site config the footer shows. */
export function organizationJsonLd(site: Chrome["site"]) {
  const { address } = site;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brand,
    legalName: site.legalName,
    url: site.siteUrl,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: address.country,
    },
  };
}
