import { z } from "astro/zod";
import { TIER_IDS, type TierId } from "./tier-ids";

/**
 * The schemas of the data files under `content/`: what each file must hold, checked when the
 * site is built (app/content.config.ts) and when tests read the data (app/content/data.ts).
 * Messages are written for the person who edited the file, not for a developer.
 */

export { TIER_IDS, type TierId };

/** Words a page shows: any text that is not only spaces. */
export const text = z
  .string({ required_error: "is missing", invalid_type_error: "must be text" })
  .refine((value) => value.trim() !== "", "must not be empty");

/** A key in URLs and files: lower-case words joined by single hyphens ("bop-etl"). */
export const id = z
  .string({ required_error: "is missing", invalid_type_error: "must be text" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, like bop-etl");

const count = (what: string) =>
  z
    .number({ required_error: "is missing", invalid_type_error: `must be a number of ${what}` })
    .int(`must be a whole number of ${what}`)
    .nonnegative(`must not be negative`);

/** A list price: whole euros, written as a number (50000), never as text ("50,000"). */
export const price = count("euros");

/** A date written as the editor's date field writes it: 2026-01-01. */
export const isoDate = z
  .string({ required_error: "is missing", invalid_type_error: "must be a date like 2026-01-01" })
  .date("must be a real date written like 2026-01-01");

/** Every tier's price, and no other key: a fifth tier is a change of the spec, not of data. */
export const tierPrices = z
  .object({ upTo5k: price, upTo10k: price, upTo50k: price, over50k: price })
  .strict();

export const tierSchema = z
  .object({
    id: z.enum(TIER_IDS, {
      errorMap: () => ({ message: `must be one of ${TIER_IDS.join(", ")}` }),
    }),
    /** Registered users from (exclusive, except 0) … */
    from: count("users"),
    /** … to (inclusive); the last tier has no upper bound. */
    to: count("users").optional(),
  })
  .strict();

export const offeringSchema = z.object({ id, prices: tierPrices }).strict();

export const priceSectionSchema = z
  .object({ id, offerings: z.array(offeringSchema).min(1, "needs at least one offering") })
  .strict();

/** `content/price-list.yaml`: the facts every language shares. */
export const priceListSchema = z
  .object({
    /** From when the list prices hold. */
    validFrom: isoDate,
    currency: text,
    /** The most registered users the price explorer accepts; a larger count is a typing slip. */
    maxRegisteredUsers: count("users"),
    tiers: z
      .array(tierSchema)
      .length(TIER_IDS.length, `must list exactly the ${TIER_IDS.length} user tiers of the spec`),
    sections: z.array(priceSectionSchema).min(1, "needs at least one section"),
  })
  .strict()
  .superRefine((list, context) => {
    list.tiers.forEach((tier, index) => {
      if (tier.id !== TIER_IDS[index]) {
        context.addIssue({
          code: "custom",
          path: ["tiers", index, "id"],
          message: `must be ${TIER_IDS[index]}: the tiers stand in the spec's order`,
        });
      }
      const last = index === list.tiers.length - 1;
      if (last !== (tier.to === undefined)) {
        context.addIssue({
          code: "custom",
          path: ["tiers", index, "to"],
          message: last ? "must be left out: the last tier is open-ended" : "is missing",
        });
      }
    });
    const seen = new Set<string>();
    list.sections.forEach((section, sectionIndex) => {
      if (seen.has(section.id)) {
        context.addIssue({
          code: "custom",
          path: ["sections", sectionIndex, "id"],
          message: `"${section.id}" is used twice; every id must be unique`,
        });
      }
      seen.add(section.id);
      section.offerings.forEach((offering, offeringIndex) => {
        if (seen.has(offering.id)) {
          context.addIssue({
            code: "custom",
            path: ["sections", sectionIndex, "offerings", offeringIndex, "id"],
            message: `"${offering.id}" is used twice; every id must be unique`,
          });
        }
        seen.add(offering.id);
      });
    });
  });

export type PriceListData = z.infer<typeof priceListSchema>;

const userRangeWords = z
  .object({
    /** Between the bounds: " – ". */
    separator: z.string({ required_error: "is missing" }).min(1, "must not be empty"),
    /** After the last tier's lower bound: "+". */
    openEnded: text,
    unit: text,
  })
  .strict();

/** `content/<language>/prices.yaml`: the price page's words in one language. */
export const pricesTextSchema = z
  .object({
    page: z
      .object({
        title: text,
        sectionsNav: text,
        notesHeading: text,
        tableHeaders: z.object({ metric: text, price: text }).strict(),
        userRange: userRangeWords,
        intro: text,
        /** "Prices valid from {validFrom}." */
        validFrom: text,
        /** What a price buys: a flat list price for the whole tier (CONTENT.md). */
        basis: text,
        description: text,
      })
      .strict(),
    /** Each price section's heading, by the section's id in price-list.yaml. */
    sections: z.record(id, text),
    /** Each offering's title, by its id in price-list.yaml. */
    offerings: z.record(id, text),
    notes: z.array(text).min(1, "needs at least one note"),
    explorer: z
      .object({
        vat: text,
        tierRule: z.object({ before: text, middle: text, after: text }).strict(),
        heading: text,
        usersLabel: text,
        usersHint: text,
        problems: z
          .object({ notANumber: text, negative: text, fraction: text, zero: text, tooLarge: text })
          .strict(),
        tierLegend: text,
        yourTier: text,
        viewLegend: text,
        views: z.object({ tables: text, compare: text }).strict(),
        compare: z.object({ caption: text, offering: text }).strict(),
        picker: z.object({ legend: text }).strict(),
        addToEstimate: z.object({ label: text, beforeTitle: text }).strict(),
        estimate: z
          .object({
            heading: text,
            empty: text,
            needsTier: text,
            tierBefore: text,
            tierAfter: text,
            total: text,
            offeringOne: text,
            offeringMany: text,
            summarySeparator: text,
            viewLink: text,
            email: text,
            requestOffer: text,
            print: text,
            clear: text,
            mailSubject: text,
            offerSubject: text,
            offerIntro: text,
            usersLine: text,
            linkLine: text,
            mailTier: text,
            mailTotal: text,
            exclVat: text,
            amountSeparator: text,
            currency: text,
          })
          .strict(),
        /** The printout's own lines: "Printed on {today}." */
        print: z.object({ printed: text, pageLink: text }).strict(),
        csv: z
          .object({
            link: text,
            fileName: text,
            section: text,
            offering: text,
            currency: text,
            basis: text,
            basisValue: text,
            validFrom: text,
          })
          .strict(),
      })
      .strict(),
  })
  .strict();

export type PricesText = z.infer<typeof pricesTextSchema>;

/** A page of headed sections of plain paragraphs: `content/<language>/accessibility.yaml`. */
export const documentPageSchema = z
  .object({
    title: text,
    description: text,
    sections: z
      .array(
        z
          .object({
            heading: text,
            paragraphs: z.array(text).min(1, "needs at least one paragraph"),
          })
          .strict(),
      )
      .min(1, "needs at least one section"),
  })
  .strict();

export type DocumentPageText = z.infer<typeof documentPageSchema>;

/** `content/<language>/legal.yaml`: the terms, privacy and security pages. */
export const legalTextSchema = z
  .object({ terms: documentPageSchema, privacy: documentPageSchema, security: documentPageSchema })
  .strict();

export type LegalText = z.infer<typeof legalTextSchema>;
