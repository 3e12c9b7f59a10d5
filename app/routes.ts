import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** One language's pages: a route module each, so a page loads the words of its language only. */
function pages(locale: "en" | "de") {
  const file = (name: string) => `routes/${locale}/${name}.tsx`;
  return [
    index(file("home")),
    route("prices", file("prices")),
    route("solutions/:slug", file("solution")),
    route("terms", file("terms")),
    route("privacy", file("privacy")),
    route("security", file("security")),
    route("imprint", file("imprint")),
  ];
}

export default [
  // English keeps the specification's URLs; German is the same paths under /de.
  layout("routes/en/layout.tsx", pages("en")),
  route("de", "routes/de/layout.tsx", pages("de")),
  // Files written once at build time from the content modules.
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route(".well-known/security.txt", "routes/security-txt.ts"),
  route("og-image.png", "routes/og-image.ts"),
  route("prices.csv", "routes/en/prices-csv.ts"),
  route("de/prices.csv", "routes/de/prices-csv.ts"),
  // The 404 pages stand outside the layouts: no header, footer or shapes.
  route("de/*", "routes/de/not-found.tsx"),
  route("*", "routes/en/not-found.tsx"),
] satisfies RouteConfig;
