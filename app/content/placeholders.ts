import { brand, company } from "./company";
import { verticals as germanVerticals } from "./de/verticals";
import type { Locale } from "./locales";
import type { PlaceholderValues } from "./price-list";
import { verticals } from "./verticals";

const list = (locale: string, items: readonly string[]) =>
  new Intl.ListFormat(locale, { type: "conjunction" }).format(items);

/**
 * What `{brand}`, `{email}` and `{verticals}` in the data files' words stand for, in each language: the
 * verticals as one list, "ERP, Banking, … Billing and Manufacturing". `{validFrom}` and `{today}`
 * are dates, filled where the page is built or printed (lib/format.ts).
 */
export const placeholderValues = {
  en: { brand, email: company.email, verticals: list("en-GB", verticals) },
  de: { brand, email: company.email, verticals: list("de-AT", germanVerticals) },
} as const satisfies Record<Locale, PlaceholderValues>;
