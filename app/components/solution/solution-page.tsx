import { ArrowLeftIcon } from "~/components/ui/icons";
import { layoutTraits } from "~/content/layouts";
import type { SolutionPageText } from "~/content/site-content";
import type { Product } from "~/content/types";
import type { LocalePaths } from "~/content/paths";
import { ExtraSection } from "~/components/solution/extra-section";
import { FeatureList } from "~/components/solution/feature-list";
import { LongDescription } from "~/components/solution/long-description";
import { SolutionHero } from "~/components/solution/solution-hero";

/** A product's page, its parts arranged as its layout's traits say (content/layouts.ts). */
interface SolutionPageProps {
  product: Product;
  text: SolutionPageText;
  paths: LocalePaths;
}

export function SolutionPage({ product, text, paths }: SolutionPageProps) {
  const traits = layoutTraits[product.layout];
  const extras = (product.extraSections ?? []).map((section) => (
    <ExtraSection key={section.id} section={section} stacked={traits.extrasStacked} />
  ));
  const features = (
    <FeatureList
      heading={text.keyFeatures}
      features={product.features}
      style={traits.featureStyle}
    />
  );
  return (
    <article data-layout={product.layout}>
      <SolutionHero product={product} traits={traits} />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <LongDescription paragraphs={product.longDescription} comingSoon={text.comingSoon} />
        {traits.extrasFirst ? (
          <>
            {extras}
            {features}
          </>
        ) : (
          <>
            {features}
            {extras}
          </>
        )}
        <a
          href={paths.home}
          className="mt-16 inline-flex min-h-11 items-center gap-2 font-semibold text-accent hover:underline"
        >
          <ArrowLeftIcon className="size-4" />
          {text.backToHome}
        </a>
      </div>
    </article>
  );
}
