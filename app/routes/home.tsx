import { AboutSection } from "~/components/home/about-section";
import { HeroSection } from "~/components/home/hero-section";
import { ProductsSection } from "~/components/home/products-section";
import { ValuesSection } from "~/components/home/values-section";
import { homePage } from "~/content/home";
import { site } from "~/content/site";
import { ui } from "~/content/ui";
import { organizationJsonLd } from "~/lib/json-ld";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/content/paths";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: `${site.brand}${ui.meta.titleSeparator}${homePage.titleTagline}`,
    description: site.description,
    path: paths.home,
  }),
  { "script:ld+json": organizationJsonLd() },
];

export default function HomeRoute() {
  return (
    <>
      <HeroSection />
      <ProductsSection />
      <AboutSection />
      <ValuesSection />
    </>
  );
}
