import type { Locale } from "~/content/locales";
import { sitePaths } from "~/content/paths";
import type { Offering, PriceSection, PricesContent, Tier } from "~/content/price-list";
import { LIST_PRICES_INCLUDE_VAT } from "~/content/price-list";
import type { Chrome } from "~/content/site-content";
import type { Product } from "~/content/types";
import { formatUserRange } from "~/lib/format";
import { withoutBreakMarks } from "~/lib/soft-hyphens";
import { tierUserBounds } from "~/lib/user-count";

/**
 * schema.org data of the pages, written as JSON-LD data blocks by the document shell: the
 * company on the home page, the price list on the price pages, each product on its page. All of
 * it from the same content as what the page shows, in the page's language.
 */

const CONTEXT = "https://schema.org";

type Site = Chrome["site"];

/** The company, from the same site config the footer shows. */
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

/** What every offering's prices share: the list's tiers, currency and date, and the words. */
interface PriceListFacts {
  prices: PricesContent;
  brand: string;
  locale: Locale;
}

/** One tier's price of an offering: a flat price for the whole tier, so not a unit price. */
function tierOffer(offering: Offering, tier: Tier, { prices, locale }: PriceListFacts) {
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
        ...(max === undefined ? {} : { maxValue: max }),
        unitText: prices.page.userRange.unit,
      },
    },
  };
}

/** An offering of the price list, with an offer per tier. */
function offeringJsonLd(offering: Offering, section: PriceSection, facts: PriceListFacts) {
  return {
    "@type": "Product",
    productID: offering.id,
    name: offering.title,
    category: section.heading,
    brand: { "@type": "Brand", name: facts.brand },
    offers: facts.prices.tiers.map((tier) => tierOffer(offering, tier, facts)),
  };
}

/** The price page's list: a catalogue of the sections, each a catalogue of its offerings. */
export function priceListJsonLd(prices: PricesContent, site: Site, path: string, locale: Locale) {
  const facts = { prices, brand: site.brand, locale };
  return {
    "@context": CONTEXT,
    "@type": "OfferCatalog",
    name: prices.page.title,
    url: new URL(path, site.siteUrl).href,
    itemListElement: prices.sections.map((section) => ({
      "@type": "OfferCatalog",
      name: section.heading,
      itemListElement: section.offerings.map((offering) =>
        offeringJsonLd(offering, section, facts),
      ),
    })),
  };
}

/** The price section that prices the product at `path`, if one does. */
export function sectionOfProduct(prices: PricesContent, path: string): PriceSection | undefined {
  return prices.sections.find((section) => section.product?.href === path);
}

/**
 * A product's page: the product, and the offerings its price section lists, each with its
 * offers. A product no section prices carries no offers.
 */
export function productJsonLd(
  product: Product,
  prices: PricesContent,
  site: Site,
  path: string,
  locale: Locale,
) {
  const facts = { prices, brand: site.brand, locale };
  const section = sectionOfProduct(prices, path);
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: withoutBreakMarks(product.title),
    description: withoutBreakMarks(product.description),
    url: new URL(path, site.siteUrl).href,
    category: product.category,
    brand: { "@type": "Brand", name: site.brand },
    ...(section
      ? {
          isRelatedTo: section.offerings.map((offering) =>
            offeringJsonLd(offering, section, facts),
          ),
        }
      : {}),
  };
}
