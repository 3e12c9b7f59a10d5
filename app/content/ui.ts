/**
 * Interface strings shared by the layout, error pages and page chrome: everything a visitor
 * sees or hears that is not page copy. Strings built from data are kept as the parts around
 * the data, and the component puts the data between them, so every sentence stays here.
 */
export const ui = {
  /** Joins a page's name and the brand in titles: "Prices · Tesseris". */
  meta: {
    titleSeparator: " · ",
    /**
     * Between a product's name and the brand in its page's title: "Citros · Products · Tesseris".
     * Product names are the same in every language: this word keeps the titles apart.
     */
    productsSection: "Products",
    notFoundTitle: "Page not found",
    solutionNotFoundTitle: "Solution not found",
    /** Describes the sharing image (og:image:alt). */
    ogImageAlt: "platform: pieces that fit together",
  },
  skipLink: "Skip to content",
  contactFab: {
    landmark: "Contact",
    label: "Contact us",
  },
  contacts: {
    heading: "Contacts",
    headquarters: "Headquarters",
    subsidiaries: "Subsidiaries",
    reachUs: "Reach us",
    getInTouch: "Get in Touch",
    /** Between a city and its country: "Vienna, Austria". */
    placeSeparator: ", ",
    /** Between the postal code and the city: "1010 Vienna". */
    postalCodeSeparator: " ",
  },
  footer: {
    /** "© {year} {legal name}. All rights reserved." */
    copyright: {
      before: "© ",
      afterYear: " ",
      afterName: ". All rights reserved.",
    },
  },
  errors: {
    homeLink: "Return to Home",
    notFound: {
      title: "Oops! Page not found",
      message: "The page you asked for does not exist or has moved.",
    },
    render: {
      title: "Something went wrong",
      /** Shown when the error carries no HTTP status. */
      unexpected: "An unexpected error stopped this page from showing.",
      /** Follows the status or the sentence above, after the data. */
      advice: " Please try again, or start over from the home page.",
      /** Between an HTTP status code and its text: "404 Not Found". */
      statusSeparator: " ",
    },
  },
} as const;
