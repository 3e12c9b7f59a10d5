import { SolutionNotFound } from "~/components/solution/solution-not-found";
import { SolutionPage } from "~/components/solution/solution-page";
import { chrome } from "~/content/de/chrome";
import { productPages } from "~/content/de/product-details";
import { solutionPageText } from "~/content/de/solution-page";
import { solutionMeta } from "~/lib/page-meta";
import type { Route } from "./+types/solution";

const findProduct = (slug: string | undefined) => productPages.find((page) => page.slug === slug);

export const meta: Route.MetaFunction = ({ params }) =>
  solutionMeta("de", chrome, findProduct(params.slug));

export default function Solution({ params }: Route.ComponentProps) {
  const product = findProduct(params.slug);
  return product ? (
    <SolutionPage product={product} text={solutionPageText} />
  ) : (
    <SolutionNotFound text={solutionPageText} />
  );
}
