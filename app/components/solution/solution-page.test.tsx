import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { localePaths } from "~/content/paths";
import { readContent } from "~/content/read";
import type { Product } from "~/content/types";
import { SolutionPage } from "~/components/solution/solution-page";

// Each product's page as the site has it is tested end to end (tests/e2e/solutions.spec.ts):
// here, what no product shows today, and the order a layout gives its parts.
const { products, solution } = readContent("en");

function renderPage(product: Product) {
  return render(<SolutionPage product={product} text={solution} paths={localePaths.en} />);
}

describe("SolutionPage", () => {
  it("says the content is coming soon when a product has no long description", () => {
    const draft: Product = {
      slug: "draft",
      title: "Draft product",
      description: "A product still being written up.",
      category: "ORACLE",
      layout: "standard",
      features: [{ title: "First feature" }],
    };
    renderPage(draft);
    expect(screen.getByRole("heading", { level: 1, name: "Draft product" })).toBeInTheDocument();
    expect(screen.getByText(solution.comingSoon)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: solution.backToHome })).toHaveAttribute("href", "/");
  });

  it("puts How BOP fits before the key features on the BOP page", () => {
    const bop = products.find((product) => product.layout === "bop");
    if (!bop) throw new Error("no product with the BOP layout");
    renderPage(bop);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["How BOP fits", solution.keyFeatures]);
  });
});
