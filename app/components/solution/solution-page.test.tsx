import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { localePaths, type LocalePaths } from "~/content/paths";
import { readContent } from "~/content/read";
import type { SolutionPageText } from "~/content/site-content";
import type { Product } from "~/content/types";
import { SolutionPage } from "~/components/solution/solution-page";

const { products: productPages, solution: solutionPageText } = readContent("en");
const { products: germanProductPages, solution: germanText } = readContent("de");

interface Language {
  paths: LocalePaths;
  text: SolutionPageText;
}

function renderPage(
  product: Product,
  page: Language = { paths: localePaths.en, text: solutionPageText },
) {
  return render(<SolutionPage product={product} text={page.text} paths={page.paths} />);
}

/** A product of the site, looked up by slug; the test fails loudly if it is gone. */
function product(slug: string): Product {
  const found = productPages.find((page) => page.slug === slug);
  if (!found) throw new Error(`no product ${slug}`);
  return found;
}

const erp = product("subopiere-su-bop-erp");
const bop = product("tesseris-business-operations-platform-bop");

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
    expect(screen.getByText("Detailed content coming soon.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("shows the long description instead of the fallback when there is one", () => {
    renderPage(erp);
    expect(screen.queryByText("Detailed content coming soon.")).not.toBeInTheDocument();
    expect(screen.getByText(erp.longDescription?.[0] ?? "missing")).toBeInTheDocument();
  });

  it("puts How BOP fits before the key features on the BOP page", () => {
    renderPage(bop);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["How BOP fits", "Key Features"]);
    const image = screen.getByRole("img", { name: bop.heroImage?.alt ?? "missing" });
    expect(image).toHaveAttribute("src", bop.heroImage?.src);
  });

  it("speaks German on a German page, and leads back to the German home page", () => {
    const germanBop = germanProductPages.find((page) => page.slug === bop.slug);
    if (!germanBop) throw new Error("no German BOP page");
    renderPage(germanBop, { paths: localePaths.de, text: germanText });
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings.at(-1)).toBe("Funktionen im Überblick");
    expect(screen.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute(
      "href",
      "/de",
    );
  });
});
