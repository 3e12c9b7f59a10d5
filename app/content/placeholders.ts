import { TYPING_SESSION_KEY } from "./constants.ts";

/** What the words' placeholders stand for in one language: "{brand} list prices". */
export interface PlaceholderValues {
  brand: string;
  legalName: string;
  /** "Musterstraße 1, 1010 Vienna, Austria" */
  postalAddress: string;
  /** The company's mail address. */
  email: string;
  /** Whose partner the company is. */
  partner: string;
  headquartersCity: string;
  /** The subsidiaries' cities as one list: "Belgrade and Katowice". */
  subsidiaryCities: string;
  /** The one key the site keeps in a browser's session storage (the privacy page names it). */
  storageKey: string;
  /** The verticals as one list in the language's words. */
  verticals: string;
}

/** The facts and words the placeholder values are made of. */
export interface PlaceholderSources {
  company: { brand: string; legalName: string; email: string; partner: string };
  address: { street: string; postalCode: string; city: string; country: string };
  subsidiaryCities: readonly string[];
  verticals: readonly string[];
  /** `Intl` locale of the lists: "en-GB", "de-AT". */
  listLocale: string;
}

const list = (locale: string, items: readonly string[]) =>
  new Intl.ListFormat(locale, { type: "conjunction" }).format(items);

/** "Musterstraße 1, 1010 Vienna, Austria" */
export const postalAddressOf = (address: PlaceholderSources["address"]) =>
  `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;

/**
 * What the placeholders in one language's words stand for: the company's names and address, the
 * verticals and cities as one list ("ERP, Banking, … Billing and Manufacturing"). `{validFrom}`
 * and `{today}` are dates, filled where the page is built or printed (lib/format.ts).
 */
export function placeholderValues(sources: PlaceholderSources): PlaceholderValues {
  const { company, address, listLocale } = sources;
  return {
    brand: company.brand,
    legalName: company.legalName,
    postalAddress: postalAddressOf(address),
    email: company.email,
    partner: company.partner,
    headquartersCity: address.city,
    subsidiaryCities: list(listLocale, sources.subsidiaryCities),
    storageKey: TYPING_SESSION_KEY,
    verticals: list(listLocale, sources.verticals),
  };
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
