import { TYPING_SESSION_KEY } from "./constants";
import { verticals as germanVerticals } from "./de/verticals";
import { site as germanSite } from "./de/site";
import type { Locale } from "./locales";
import type { PlaceholderValues } from "./price-list";
import { site } from "./site";
import { verticals } from "./verticals";

const list = (locale: string, items: readonly string[]) =>
  new Intl.ListFormat(locale, { type: "conjunction" }).format(items);

const postal = ({ address }: typeof site | typeof germanSite) =>
  `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;

const valuesOf = (words: typeof site | typeof germanSite, verticalList: string) => ({
  brand: words.brand,
  legalName: words.legalName,
  postalAddress: postal(words),
  email: words.email,
  storageKey: TYPING_SESSION_KEY,
  verticals: verticalList,
});

/**
 * What the placeholders in the data files' words stand for, in each language: the company's
 * names and address from the site config, the verticals as one list ("ERP, Banking, … Billing
 * and Manufacturing"). `{validFrom}` and `{today}` are dates, filled where the page is built or
 * printed (lib/format.ts).
 */
export const placeholderValues = {
  en: valuesOf(site, list("en-GB", verticals)),
  de: valuesOf(germanSite, list("de-AT", germanVerticals)),
} as const satisfies Record<Locale, PlaceholderValues>;
