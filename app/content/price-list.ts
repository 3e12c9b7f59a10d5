import type { PriceListData, PricesText } from "./data.ts";
import type { TierId } from "./tier-ids.ts";

export { TIER_IDS, type TierId } from "./tier-ids.ts";

// The price list of SPEC.md §9 as the pages use it: its tiers, sections and offerings (the loader
// puts them together from content/, app/content/data.ts) with one language's words.

/** The prices exclude VAT (CONTENT.md), as the words say; for machines (JSON, schema.org). */
export const LIST_PRICES_INCLUDE_VAT = false;

/** Registered users from `from` to `to`; the last tier has no upper bound. */
export interface UserRange {
  from: number;
  to?: number;
}

export interface Tier {
  id: TierId;
  users: UserRange;
}

/** The four tiers, in order; the schema lets no file hold more or fewer. */
export type Tiers = readonly [Tier, Tier, Tier, Tier];

/** Everything the price page shows between header and footer, in one language. */
export type PricesContent = ReturnType<typeof pricesContent>;
export type PriceSection = PricesContent["sections"][number];
export type Offering = PriceSection["offerings"][number];

/** The explorer's words that only the static page says: the VAT rule, the CSV link, the notice. */
const STATIC_ONLY_WORDS = ["vat", "tierRule", "csv", "unavailable"] as const;
export type ExplorerWords = Omit<PricesContent["explorer"], (typeof STATIC_ONLY_WORDS)[number]>;

/** What the explorer's islands get in the browser: numbers and words, not the page's prose. */
export type ExplorerContent = ReturnType<typeof explorerContentOf>;

export function explorerContentOf(content: PricesContent) {
  const { userRange, basis, validFrom } = content.page;
  const staticOnly: readonly string[] = STATIC_ONLY_WORDS;
  const words = Object.fromEntries(
    Object.entries(content.explorer).filter(([key]) => !staticOnly.includes(key)),
  ) as ExplorerWords;
  return {
    page: { userRange, basis, validFrom },
    explorer: words,
    sections: content.sections.map(({ id, heading, offerings }) => ({ id, heading, offerings })),
    tiers: content.tiers,
    maxRegisteredUsers: content.maxRegisteredUsers,
    validFrom: content.validFrom,
  };
}

/** The price page's content in one language, from the checked data and its words, filled in. */
export function pricesContent(
  list: PriceListData,
  filled: PricesText,
  /** The page of a product, by its slug; the data's check makes sure every slug has one. */
  productLink: (slug: string) => { title: string; href: string } | undefined,
) {
  return {
    page: filled.page,
    notes: filled.notes,
    // Amounts are written "450,000 EUR": the price list's currency, its one source.
    explorer: {
      ...filled.explorer,
      estimate: { ...filled.explorer.estimate, currency: list.currency },
    },
    sections: list.sections.map((section) => ({
      id: section.id,
      heading: filled.sections[section.id] ?? section.id,
      ...(section.product ? { product: productLink(section.product) } : {}),
      offerings: section.offerings.map((offering) => ({
        id: offering.id,
        title: filled.offerings[offering.id] ?? offering.id,
        prices: offering.prices,
      })),
    })),
    tiers: list.tiers.map(({ id, from, to }) => ({
      id,
      users: to === undefined ? { from } : { from, to },
    })) as unknown as Tiers,
    maxRegisteredUsers: list.maxRegisteredUsers,
    validFrom: list.validFrom,
    currency: list.currency,
  };
}

export function offeringsOf(content: Pick<PricesContent, "sections">): Offering[] {
  return content.sections.flatMap((section) => section.offerings);
}
