import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { locales, type Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";
import { TIER_IDS } from "~/content/price-list";
import { loadContentData } from "~/content/data";
import { readContent } from "~/content/read";
import { formatUserRange } from "~/lib/format";
import { priceListJson, priceListJsonSchema } from "~/lib/price-json";

const { siteUrl } = readContent("en").chrome.text.site;
const byLocale = Object.fromEntries(
  locales.map((locale) => [locale, readContent(locale).prices]),
) as Record<Locale, ReturnType<typeof readContent>["prices"]>;
const json = priceListJson(byLocale, siteUrl);
const validate = addFormats(new Ajv2020({ allErrors: true, strict: true })).compile(
  priceListJsonSchema(siteUrl),
);

describe("the price list for machines (/prices.json)", () => {
  it("follows the JSON Schema published beside it, which refuses a price written as text", () => {
    expect(validate(json) ? [] : validate.errors).toEqual([]);
    const broken = structuredClone(json);
    const prices = broken.sections[0]?.offerings[0]?.prices ?? {};
    (prices as Record<string, unknown>).upTo5k = "50,000";
    expect(validate(broken)).toBe(false);
    expect(validate({ ...json, tiers: json.tiers.slice(1) })).toBe(false);
  });

  it("holds every price of the data as a number, 92 in all", () => {
    const data = loadContentData().priceList;
    expect(json.sections.map((section) => section.id)).toEqual(data.sections.map((s) => s.id));
    const fromJson = json.sections.flatMap((section) =>
      section.offerings.map((offering) => ({ id: offering.id, prices: offering.prices })),
    );
    const fromData = data.sections.flatMap((section) =>
      section.offerings.map((offering) => ({ id: offering.id, prices: offering.prices })),
    );
    expect(fromJson).toEqual(fromData);
    expect(fromJson.flatMap((offering) => Object.values(offering.prices))).toHaveLength(92);
    expect(json).toMatchObject({
      currency: data.currency,
      validFrom: data.validFrom,
      vatIncluded: false,
    });
  });

  it("names sections, offerings and tiers in every language as each price page does", () => {
    for (const locale of locales) {
      const content = byLocale[locale];
      expect(json.sections.map((section) => section.name[locale])).toEqual(
        content.sections.map((section) => section.heading),
      );
      expect(
        json.sections.flatMap((section) => section.offerings.map((each) => each.name[locale])),
      ).toEqual(content.sections.flatMap((section) => section.offerings.map((each) => each.title)));
      expect(json.tiers.map((tier) => tier.label[locale])).toEqual(
        content.tiers.map((tier) => formatUserRange(tier.users, content.page.userRange, locale)),
      );
      expect(json.vat[locale]).toBe(content.explorer.vat);
    }
    expect(json.sections.find((section) => section.id === "bop")?.product?.url).toEqual(
      Object.fromEntries(
        locales.map((locale) => [
          locale,
          `${siteUrl}${localePaths[locale].solution("tesseris-business-operations-platform-bop")}`,
        ]),
      ),
    );
  });

  it("gives each tier's users with both ends included, the last without a maximum", () => {
    const { tiers } = loadContentData().priceList;
    expect(json.tiers.map((tier) => tier.id)).toEqual([...TIER_IDS]);
    expect(json.tiers.map(({ minUsers, maxUsers }) => [minUsers, maxUsers])).toEqual(
      tiers.map((tier) => [tier.from + 1, tier.to]),
    );
  });
});
