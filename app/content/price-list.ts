import type { PriceListData, PricesText } from "./schema";
import type { TierId } from "./tier-ids";

export { TIER_IDS, type TierId } from "./tier-ids";

/**
 * The price list of SPEC.md §9 as the pages use it: the facts of content/price-list.yaml (tiers,
 * prices as whole euros, valid-from date) joined with one language's words
 * (content/<language>/prices.yaml). Nothing here holds a price or a word.
 */

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

export interface Offering {
  /** Stable kebab-case key, unique across all sections; the explorer puts it in URLs. */
  id: string;
  title: string;
  /** List price in whole euros for every tier. */
  prices: Record<TierId, number>;
}

export interface PriceSection {
  id: string;
  heading: string;
  offerings: Offering[];
}

/** Everything the price page shows between header and footer, in one language. */
export interface PricesContent {
  page: PricesText["page"];
  notes: string[];
  explorer: PricesText["explorer"];
  sections: PriceSection[];
  tiers: Tiers;
  /** The most registered users the explorer accepts; a larger count is a typing slip. */
  maxRegisteredUsers: number;
  /** From when the list prices hold, as written in the data: 2026-01-01. */
  validFrom: string;
  currency: string;
}

/** What the words' fixed placeholders stand for in one language: "{brand} list prices". */
export interface PlaceholderValues {
  brand: string;
  legalName: string;
  /** "Musterstraße 1, 1010 Vienna, Austria" */
  postalAddress: string;
  /** The company's mail address. */
  email: string;
  /** The one key the site keeps in a browser's session storage (the privacy page names it). */
  storageKey: string;
  /** The verticals as one list in the language's words. */
  verticals: string;
}

/** Puts the values into every string of `value` that names a placeholder. */
export function fillPlaceholders<T>(value: T, values: PlaceholderValues): T {
  if (typeof value === "string") {
    return Object.entries(values).reduce<string>(
      (text, [name, filled]) => text.replaceAll(`{${name}}`, filled),
      value,
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, values)]),
    ) as T;
  }
  return value;
}

/** The price page's content in one language, from the checked data. */
export function pricesContent(
  list: PriceListData,
  words: PricesText,
  values: PlaceholderValues,
): PricesContent {
  const filled = fillPlaceholders(words, values);
  return {
    page: filled.page,
    notes: filled.notes,
    explorer: filled.explorer,
    sections: list.sections.map((section) => ({
      id: section.id,
      heading: filled.sections[section.id] ?? section.id,
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

/** Every offering of the list, in its order. */
export function offeringsOf(content: Pick<PricesContent, "sections">): Offering[] {
  return content.sections.flatMap((section) => section.offerings);
}
