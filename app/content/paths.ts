/** Every internal URL of the site, built in one place. */
export const paths = {
  home: "/",
  prices: "/prices",
  solutions: "/#solutions",
  about: "/#about",
  values: "/#values",
  contact: "/#contact",
  solution: (slug: string) => `/solutions/${slug}`,
  terms: "/terms",
  privacy: "/privacy",
  security: "/security",
  imprint: "/imprint",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  securityTxt: "/.well-known/security.txt",
  ogImage: "/og-image.png",
} as const;

/** Prerendered stand-ins the server sends, with status 404, for paths that match no page. */
export const NOT_FOUND_PATH = "/404";
export const UNKNOWN_SOLUTION_PATH = paths.solution("_not-found");
