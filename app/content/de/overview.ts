import type { platformOverview as englishOverview } from "../overview";
import type { Translation } from "../translation";
import { site } from "./site";

/** The short animated platform overview that the hero's play button opens. */
export const platformOverview = {
  buttonLabel: "Plattformüberblick abspielen",
  title: "Die Plattform in vier Schichten",
  summary: `Eine kurze Animation zeigt, wie die ${site.brand}-Plattform aufgebaut ist – von der Datenbank bis zu den Anwendungen, mit denen Ihre Kunden arbeiten.`,
  layers: [
    {
      title: "Oracle-Datenbank",
      caption: "Ein bewährter Speicher für jede Transaktion und jeden Datensatz.",
    },
    {
      title: "Oracle-Middleware",
      caption: "Dienste für Integration, Identitäten und Replikation.",
    },
    {
      title: "Business Operations Platform",
      caption: "Gemeinsame BOP-Dienste für jede Anwendung.",
    },
    {
      title: "SUBOPiere und Partnerlösungen",
      caption: "Fertige Anwendungen und Ihre eigenen Produkte.",
    },
  ],
  closeLabel: "Überblick schließen",
} as const satisfies Translation<typeof englishOverview>;
