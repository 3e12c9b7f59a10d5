import { z } from "astro/zod";
import { DEFAULT_LOCALE, locales, type Locale } from "~/content/locales";
import { sitePaths } from "~/content/paths";
import { LIST_PRICES_INCLUDE_VAT, TIER_IDS, type PricesContent } from "~/content/price-list";
import { formatUserRange } from "~/lib/format";
import { tierUserBounds } from "~/lib/user-count";

// `/prices.json` in every language, and `/prices.schema.json`, both from one zod schema.

/** The same words in each of the site's languages, by language. */
function localized(value: z.ZodType<string> = z.string().min(1)) {
  const byLocale = Object.fromEntries(locales.map((locale) => [locale, value]));
  return z.strictObject(byLocale as Record<Locale, typeof value>);
}

const count = z.int().min(0);

const priceListJsonSchemaOf = z
  .strictObject({
    $schema: z.url().optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .describe("ISO 4217 code of every price"),
    validFrom: z.iso.date().describe("From when the prices hold"),
    vatIncluded: z.boolean().describe("Whether the prices include VAT"),
    vat: localized().describe("The VAT basis, as the price pages say it"),
    basis: localized().describe("What a price buys"),
    tiers: z
      .array(
        z.strictObject({
          id: z.enum(TIER_IDS),
          minUsers: count.describe("Fewest registered users of the tier, included"),
          maxUsers: count
            .optional()
            .describe("Most registered users of the tier, included; the last tier has none"),
          label: localized(),
        }),
      )
      .length(TIER_IDS.length),
    sections: z
      .array(
        z.strictObject({
          id: z.string(),
          name: localized(),
          product: z
            .strictObject({ name: localized(), url: localized(z.url()) })
            .optional()
            .describe("The product the section prices, and its page in each language"),
          offerings: z
            .array(
              z.strictObject({
                id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
                name: localized(),
                prices: z
                  .strictObject(Object.fromEntries(TIER_IDS.map((tier) => [tier, count])))
                  .describe("List price in whole units of `currency`, by tier id"),
              }),
            )
            .min(1),
        }),
      )
      .min(1),
  })
  .meta({
    title: "Price list",
    description:
      "List prices by offering and tier of registered users, as the price pages show them.",
  });

export type PriceListJson = z.infer<typeof priceListJsonSchemaOf>;

/** The JSON Schema (2020-12) of `/prices.json`, published beside it. */
export function priceListJsonSchema(siteUrl: string) {
  const $id = new URL(sitePaths.priceListSchema, siteUrl).href;
  return { $id, ...z.toJSONSchema(priceListJsonSchemaOf) };
}

/** The facts (ids, tiers, prices, currency, date) come from one data file: the default language's. */
export function priceListJson(
  byLocale: Record<Locale, PricesContent>,
  siteUrl: string,
): PriceListJson {
  const facts = byLocale[DEFAULT_LOCALE];
  const words = (pick: (prices: PricesContent, locale: Locale) => string | undefined) =>
    Object.fromEntries(
      locales.map((locale) => [locale, pick(byLocale[locale], locale) ?? ""]),
    ) as Record<Locale, string>;
  return {
    $schema: new URL(sitePaths.priceListSchema, siteUrl).href,
    currency: facts.currency,
    validFrom: facts.validFrom,
    vatIncluded: LIST_PRICES_INCLUDE_VAT,
    vat: words((prices) => prices.explorer.vat),
    basis: words((prices) => prices.page.basis),
    tiers: facts.tiers.map((tier, index) => {
      const { min, max } = tierUserBounds(tier.users);
      const label = words((prices, locale) =>
        formatUserRange(prices.tiers[index]?.users ?? tier.users, prices.page.userRange, locale),
      );
      return { id: tier.id, minUsers: min, maxUsers: max, label };
    }),
    sections: facts.sections.map((section, index) => {
      const at = (prices: PricesContent) => prices.sections[index];
      return {
        id: section.id,
        name: words((prices) => at(prices)?.heading),
        product: section.product && {
          name: words((prices) => at(prices)?.product?.title),
          url: words((prices) => new URL(at(prices)?.product?.href ?? "", siteUrl).href),
        },
        offerings: section.offerings.map((offering, offeringIndex) => ({
          id: offering.id,
          name: words((prices) => at(prices)?.offerings[offeringIndex]?.title),
          prices: { ...offering.prices },
        })),
      };
    }),
  };
}

/** A JSON resource written once at build time. */
export function jsonResponse(body: unknown): Response {
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
