import { AboutSection } from "~/components/home/about-section";
import { HeroSection } from "~/components/home/hero-section";
import { ProductsSection } from "~/components/home/products-section";
import { ValuesSection } from "~/components/home/values-section";
import type { PageChrome, HomeContent } from "~/content/site-content";

export function HomePage({ content, chrome }: { content: HomeContent; chrome: PageChrome }) {
  return (
    <>
      <HeroSection content={content} chrome={chrome} />
      <ProductsSection content={content} paths={chrome.paths} />
      <AboutSection section={content.about} />
      <ValuesSection section={content.values} />
    </>
  );
}
