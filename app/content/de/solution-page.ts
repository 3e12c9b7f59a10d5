import type { solutionPageText as englishText } from "../solution-page";
import type { Translation } from "../translation";

/**
 * The words of a product page around its own content. The spec fixes only the English wording;
 * German readers get German words here.
 */
export const solutionPageText = {
  keyFeatures: "Funktionen im Überblick",
  backToHome: "Zurück zur Startseite",
  comingSoon: "Ausführliche Inhalte folgen in Kürze.",
  notFound: {
    title: "Lösung nicht gefunden.",
    body: "Unter dieser Adresse gibt es kein Produkt. Möglicherweise wurde es umbenannt oder entfernt.",
    backToProducts: "Zurück zu den Produkten",
  },
} as const satisfies Translation<typeof englishText>;
