import type { Translation } from "../translation";
import type { ui as englishUi } from "../ui";

/**
 * Interface strings shared by the layout, error pages and page chrome. As in English, strings
 * built from data are kept as the parts around the data.
 */
export const ui = {
  /** Joins a page's name and the brand in titles: „Preise · Tesseris“. */
  meta: {
    titleSeparator: " · ",
    /**
     * Between a product's name and the brand in its page's title: „Citros · Produkte · Tesseris“.
     * Product names are the same in every language: this word keeps the titles apart.
     */
    productsSection: "Produkte",
    notFoundTitle: "Seite nicht gefunden",
    solutionNotFoundTitle: "Lösung nicht gefunden",
    /** Follows the brand in og:image:alt: „Tesseris – eine Plattform aus …“. */
    ogImageAlt: "– eine Plattform aus Bausteinen, die zusammenpassen",
  },
  skipLink: "Zum Inhalt springen",
  contactFab: {
    landmark: "Kontakt",
    label: "Kontakt",
  },
  contacts: {
    heading: "Kontakt",
    headquarters: "Hauptsitz",
    subsidiaries: "Toch­ter­ge­sell­schaf­ten",
    reachUs: "So erreichen Sie uns",
    getInTouch: "Kontakt aufnehmen",
    /** Between a city and its country: „Wien, Österreich“. */
    placeSeparator: ", ",
    /** Between the postal code and the city: „1010 Wien“. */
    postalCodeSeparator: " ",
  },
  footer: {
    /** „© {Jahr} {Firma}. Alle Rechte vorbehalten.“ */
    copyright: {
      before: "© ",
      afterYear: " ",
      afterName: ". Alle Rechte vorbehalten.",
    },
  },
  errors: {
    homeLink: "Zur Startseite",
    notFound: {
      title: "Hoppla! Seite nicht gefunden",
      message: "Die gesuchte Seite gibt es nicht oder sie wurde verschoben.",
    },
    render: {
      title: "Etwas ist schiefgelaufen",
      /** Shown when the error carries no HTTP status. */
      unexpected: "Ein unerwarteter Fehler hat die Anzeige dieser Seite verhindert.",
      /** Follows the status or the sentence above, after the data. */
      advice: " Bitte versuchen Sie es erneut oder beginnen Sie neu auf der Startseite.",
      /** Between an HTTP status code and its text: „404 Not Found“. */
      statusSeparator: " ",
    },
  },
} as const satisfies Translation<typeof englishUi>;
