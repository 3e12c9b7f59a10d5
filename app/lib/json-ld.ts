import type { Locale } from "~/content/locales";
import { sitePaths } from "~/content/paths";
import type { Offering, PricesContent } from "~/content/price-list";
import { LIST_PRICES_INCLUDE_VAT } from "~/content/price-list";
import type { Chrome } from "~/content/site-content";
import type { Product } from "~/content/types";
import { formatUserRange } from "~/lib/format";
import { withoutBreakMarks } from "~/content/break-marks";
import { tierUserBounds } from "~/lib/user-count";

// schema.org data of the pages, from the content each page shows, in its language.

const CONTEXT = "https://schema.org";

type Site = Chrome["site"];
type PriceListFacts = { prices: PricesContent; site: Site; locale: Locale };

export function organizationJsonLd(site: Site) {
  const { address } = site;
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: site.brand,
    legalName: site.legalName,
    url: site.siteUrl,
    logo: new URL(sitePaths.appleTouchIcon, site.siteUrl).href,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: address.countryCode,
    },
    subOrganization: site.subsidiaries.map((office) => ({
      "@type": "Organization",
      name: office.company,
      address: {
        "@type": "PostalAddress",
        addressLocality: office.city,
        addressCountry: office.countryCode,
      },
    })),
  };
}

/**
 * An offering, with one offer per tier: a flat price for the whole tier, not a unit price. Its
 * section is the catalog it is listed in, or the product it is related to.
 */
function offeringJsonLd(offering: Offering, facts: PriceListFacts) {
  const { prices, site, locale } = facts;
  return {
    "@type": "Product",
    productID: offering.id,
    name: offering.title,
    brand: { "@type": "Brand", name: site.brand },
    offers: prices.tiers.map((tier) => {
      const { min, max } = tierUserBounds(tier.users);
      return {
        "@type": "Offer",
        name: formatUserRange(tier.users, prices.page.userRange, locale),
        priceSpecification: {
          "@type": "PriceSpecification",
          price: offering.prices[tier.id],
          priceCurrency: prices.currency,
          valueAddedTaxIncluded: LIST_PRICES_INCLUDE_VAT,
          validFrom: prices.validFrom,
          eligibleQuantity: {
            "@type": "QuantitativeValue",
            minValue: min,
            maxValue: max,
            unitText: prices.page.userRange.unit,
          },
        },
      };
    }),
  };
}

export function priceListJsonLd(prices: PricesContent, site: Site, path: string, locale: Locale) {
  const facts = { prices, site, locale };
  return {
    "@context": CONTEXT,
    "@type": "OfferCatalog",
    name: prices.page.title,
    url: new URL(path, site.siteUrl).href,
    itemListElement: prices.sections.map((section) => ({
      "@type": "OfferCatalog",
      name: section.heading,
      itemListElement: section.offerings.map((offering) => offeringJsonLd(offering, facts)),
    })),
  };
}

/** A product, and the offerings of the price section that prices it, if one does. */
export function productJsonLd(
  product: Product,
  prices: PricesContent,
  site: Site,
  path: string,
  locale: Locale,
) {
  const facts = { prices, site, locale };
  const section = prices.sections.find((each) => each.product?.href === path);
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: withoutBreakMarks(product.title),
    description: withoutBreakMarks(product.description),
    url: new URL(path, site.siteUrl).href,
    category: product.category,
    brand: { "@type": "Brand", name: site.brand },
    isRelatedTo: section?.offerings.map((offering) => offeringJsonLd(offering, facts)),
  };
}
