import { ArrowLeftIcon } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Product } from "~/content/types";
import { paths } from "~/content/paths";
import { ExtraSection } from "~/components/solution/extra-section";
import { FeatureList } from "~/components/solution/feature-list";
import { LongDescription } from "~/components/solution/long-description";
import { SolutionHero } from "~/components/solution/solution-hero";

/**
 * A product's page. ERP, BOP and Citros each arrange the same parts their own way;
 * the other products share the standard arrangement.
 */
export function SolutionPage({ product }: { product: Product }) {
  const extras = product.extraSections ?? [];
  const extraBlocks = extras.map((section) => (
    <ExtraSection key={section.id} section={section} layout={product.layout} />
  ));
  return (
    <article data-layout={product.layout}>
      <SolutionHero product={product} />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        {product.layout === "bop" ? (
          <>
            <LongDescription paragraphs={product.longDescription} />
            {extraBlocks}
            <FeatureList features={product.features} layout={product.layout} />
          </>
        ) : (
          <>
            <LongDescription paragraphs={product.longDescription} />
            <FeatureList features={product.features} layout={product.layout} />
            {extraBlocks}
          </>
        )}
        <Link
          to={paths.home}
          className="mt-16 inline-flex min-h-11 items-center gap-2 font-semibold text-accent hover:underline"
        >
          <ArrowLeftIcon className="size-4" />
          Back to Home
        </Link>
      </div>
    </article>
  );
}
