import { brand } from "./company";
import { verticals as germanVerticals } from "./de/verticals";
import type { Locale } from "./locales";
import type { PlaceholderValues } from "./price-list";
import { verticals } from "./verticals";

/** What `{brand}` and `{verticals}` in the data files' words stand for, in each language. */
export const placeholderValues = {
  en: { brand, verticals },
  de: { brand, verticals: germanVerticals },
} as const satisfies Record<Locale, PlaceholderValues>;
