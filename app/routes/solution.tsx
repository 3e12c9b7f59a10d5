import { SolutionNotFound } from "~/components/solution/solution-not-found";
import { SolutionPage } from "~/components/solution/solution-page";
import { findProduct } from "~/content/product-details";
import { site } from "~/content/site";
import type { Route } from "./+types/solution";

export const meta: Route.MetaFunction = ({ params }) => {
  const product = findProduct(params.slug);
  if (!product) {
    return [
      { title: `Solution not found · ${site.brand}` },
      { name: "robots", content: "noindex" },
    ];
  }
  return [
    { title: `${product.title} · ${site.brand}` },
    { name: "description", content: product.description },
  ];
};

export default function SolutionRoute({ params }: Route.ComponentProps) {
  const product = findProduct(params.slug);
  return product ? <SolutionPage product={product} /> : <SolutionNotFound />;
}
