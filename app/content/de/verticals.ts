import type { Translation } from "../translation";
import type { verticals as englishVerticals } from "../verticals";

/** The industry verticals of the core editions, in the English order. */
export const verticals = [
  "ERP",
  "Banken",
  "Versicherungen",
  "Content",
  "Gesundheitsakte",
  "Treasury",
  "Abrechnung",
  "Fertigung",
] as const satisfies Translation<typeof englishVerticals>;
