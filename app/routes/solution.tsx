import { SolutionNotFound } from "~/components/solution/solution-not-found";
import { SolutionPage } from "~/components/solution/solution-page";
import { findProduct } from "~/content/product-details";
import { site } from "~/content/site";
import { ui } from "~/content/ui";
import { notFoundMeta, pageMeta } from "~/lib/page-meta";
import { paths } from "~/content/paths";
import type { Route } from "./+types/solution";

export const meta: Route.MetaFunction = ({ params }) => {
  const product = findProduct(params.slug);
  if (!product)
    return notFoundMeta(`${ui.meta.solutionNotFoundTitle}${ui.meta.titleSeparator}${site.brand}`);
  return pageMeta({
    title: `${product.title}${ui.meta.titleSeparator}${site.brand}`,
    description: product.description,
    path: paths.solution(product.slug),
  });
};

export default function SolutionRoute({ params }: Route.ComponentProps) {
  const product = findProduct(params.slug);
  return product ? <SolutionPage product={product} /> : <SolutionNotFound />;
}
