import { AboutSection } from "~/components/home/about-section";
import { HeroSection } from "~/components/home/hero-section";
import { ProductsSection } from "~/components/home/products-section";
import { ValuesSection } from "~/components/home/values-section";
import type { HomeContent } from "~/content/home";

export function HomePage({ content }: { content: HomeContent }) {
  return (
    <>
      <HeroSection content={content} />
      <ProductsSection content={content} />
      <AboutSection section={content.about} />
      <ValuesSection section={content.values} />
    </>
  );
}
