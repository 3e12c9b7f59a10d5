import { DEFAULT_LOCALE, locales, type Locale } from "~/content/locales";
import { sitePaths } from "~/content/paths";
import { LIST_PRICES_INCLUDE_VAT, TIER_IDS, type PricesContent } from "~/content/price-list";
import { formatUserRange } from "~/lib/format";
import { tierUserBounds } from "~/lib/user-count";

/**
 * The price list for machines, `/prices.json`: one file in both languages, from the same content
 * as the price pages (each language's `PricesContent`), and the JSON Schema it follows,
 * `/prices.schema.json`. Prices are numbers; names and words stand once per language.
 */

/** Words in every language of the site, by its key ("en", "de"). */
export type Localized = Record<Locale, string>;

export interface PriceListJson {
  $schema: string;
  currency: string;
  /** From when the prices hold: 2026-01-01. */
  validFrom: string;
  vatIncluded: boolean;
  /** The VAT basis and what a price buys, as the price pages say them. */
  vat: Localized;
  basis: Localized;
  tiers: {
    id: string;
    /** Registered users the tier covers, both ends included; the last tier has no maximum. */
    minUsers: number;
    maxUsers?: number;
    label: Localized;
  }[];
  sections: {
    id: string;
    name: Localized;
    product?: { name: Localized; url: Localized };
    offerings: { id: string; name: Localized; prices: Record<string, number> }[];
  }[];
}

/** The same words in each language, from each language's content. */
function localized(pick: (locale: Locale) => string): Localized {
  return Object.fromEntries(locales.map((locale) => [locale, pick(locale)])) as Localized;
}

/**
 * The JSON price list from each language's price page content. The facts (ids, tiers, prices,
 * currency, date) are the same in every language, as they come from one data file; they are
 * read from the default language's.
 */
export function priceListJson(byLocale: Record<Locale, PricesContent>, siteUrl: string) {
  const facts = byLocale[DEFAULT_LOCALE];
  const sectionAt = (locale: Locale, index: number) => byLocale[locale].sections[index];
  const json: PriceListJson = {
    $schema: new URL(sitePaths.priceListSchema, siteUrl).href,
    currency: facts.currency,
    validFrom: facts.validFrom,
    vatIncluded: LIST_PRICES_INCLUDE_VAT,
    vat: localized((locale) => byLocale[locale].explorer.vat),
    basis: localized((locale) => byLocale[locale].page.basis),
    tiers: facts.tiers.map((tier, index) => {
      const { min, max } = tierUserBounds(tier.users);
      return {
        id: tier.id,
        minUsers: min,
        ...(max === undefined ? {} : { maxUsers: max }),
        label: localized((locale) => {
          const { tiers, page } = byLocale[locale];
          return formatUserRange(tiers[index]?.users ?? tier.users, page.userRange, locale);
        }),
      };
    }),
    sections: facts.sections.map((section, sectionIndex) => ({
      id: section.id,
      name: localized((locale) => sectionAt(locale, sectionIndex)?.heading ?? section.id),
      ...(section.product
        ? {
            product: {
              name: localized((locale) => sectionAt(locale, sectionIndex)?.product?.title ?? ""),
              url: localized(
                (locale) =>
                  new URL(sectionAt(locale, sectionIndex)?.product?.href ?? "", siteUrl).href,
              ),
            },
          }
        : {}),
      offerings: section.offerings.map((offering, offeringIndex) => ({
        id: offering.id,
        name: localized(
          (locale) =>
            sectionAt(locale, sectionIndex)?.offerings[offeringIndex]?.title ?? offering.id,
        ),
        prices: { ...offering.prices },
      })),
    })),
  };
  return json;
}

const localizedSchema = {
  type: "object",
  description: "The same words in each of the site's languages, by language.",
  properties: Object.fromEntries(
    locales.map((locale) => [locale, { type: "string", minLength: 1 }]),
  ),
  required: [...locales],
  additionalProperties: false,
} as const;

const count = { type: "integer", minimum: 0 } as const;

/** The JSON Schema (2020-12) of `/prices.json`, published beside it. */
export function priceListJsonSchema(siteUrl: string) {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: new URL(sitePaths.priceListSchema, siteUrl).href,
    title: "Price list",
    description:
      "List prices by offering and tier of registered users, as the price pages show them.",
    type: "object",
    required: ["currency", "validFrom", "vatIncluded", "vat", "basis", "tiers", "sections"],
    additionalProperties: false,
    properties: {
      $schema: { type: "string", format: "uri" },
      currency: {
        type: "string",
        pattern: "^[A-Z]{3}$",
        description: "ISO 4217 code of every price",
      },
      validFrom: { type: "string", format: "date", description: "From when the prices hold" },
      vatIncluded: { type: "boolean", description: "Whether the prices include VAT" },
      vat: { ...localizedSchema, description: "The VAT basis, as the price pages say it" },
      basis: { ...localizedSchema, description: "What a price buys" },
      tiers: {
        type: "array",
        minItems: TIER_IDS.length,
        maxItems: TIER_IDS.length,
        items: {
          type: "object",
          required: ["id", "minUsers", "label"],
          additionalProperties: false,
          properties: {
            id: { enum: [...TIER_IDS] },
            minUsers: { ...count, description: "Fewest registered users of the tier, included" },
            maxUsers: {
              ...count,
              description: "Most registered users of the tier, included; the last tier has none",
            },
            label: localizedSchema,
          },
        },
      },
      sections: {
        type: "array",
        minItems: 1,
        items: {
          type: "object",
          required: ["id", "name", "offerings"],
          additionalProperties: false,
          properties: {
            id: { type: "string" },
            name: localizedSchema,
            product: {
              type: "object",
              description: "The product the section prices, and its page in each language",
              required: ["name", "url"],
              additionalProperties: false,
              properties: {
                name: localizedSchema,
                url: {
                  ...localizedSchema,
                  properties: Object.fromEntries(
                    locales.map((locale) => [locale, { type: "string", format: "uri" }]),
                  ),
                },
              },
            },
            offerings: {
              type: "array",
              minItems: 1,
              items: {
                type: "object",
                required: ["id", "name", "prices"],
                additionalProperties: false,
                properties: {
                  id: { type: "string", pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" },
                  name: localizedSchema,
                  prices: {
                    type: "object",
                    description: "List price in whole units of `currency`, by tier id",
                    properties: Object.fromEntries(TIER_IDS.map((tier) => [tier, count])),
                    required: [...TIER_IDS],
                    additionalProperties: false,
                  },
                },
              },
            },
          },
        },
      },
    },
  };
}

/** A JSON resource written once at build time. */
export function jsonResponse(body: unknown): Response {
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
