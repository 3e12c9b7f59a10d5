import { AboutSection } from "~/components/home/about-section";
import { HeroSection } from "~/components/home/hero-section";
import { ProductsSection } from "~/components/home/products-section";
import { ValuesSection } from "~/components/home/values-section";
import { site } from "~/content/site";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: `${site.brand} · Business software on Oracle and open source` },
  { name: "description", content: site.description },
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
