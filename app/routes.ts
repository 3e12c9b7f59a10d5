import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("prices", "routes/prices.tsx"),
    route("solutions/:slug", "routes/solution.tsx"),
    route("terms", "routes/terms.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("security", "routes/security.tsx"),
    route("imprint", "routes/imprint.tsx"),
  ]),
  // Files written once at build time from the content modules.
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route(".well-known/security.txt", "routes/security-txt.ts"),
  route("og-image.png", "routes/og-image.ts"),
  // The 404 page stands outside the site layout: no header, footer or shapes.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
