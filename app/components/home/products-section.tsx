import type { HomeContent } from "~/content/site-content";
import { categories, type Category, type ProductSummary } from "~/content/types";
import type { LocalePaths } from "~/content/paths";
import { cn } from "~/lib/cn";
import { Hyphenated } from "~/components/ui/hyphenated";

type CardLink = HomeContent["cardLink"];

export function ProductsSection({ content, paths }: { content: HomeContent; paths: LocalePaths }) {
  const { products: section, cards, cardLink } = content;
  return (
    <section id="solutions" aria-labelledby="solutions-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="solutions-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Hyphenated text={section.heading} />
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-fg-muted">{section.intro}</p>
        {categories.map((category) => (
          <ProductGroup
            key={category}
            category={category}
            items={cards.filter((product) => product.category === category)}
            cardLink={cardLink}
            paths={paths}
          />
        ))}
      </div>
    </section>
  );
}

function ProductGroup({
  category,
  items,
  cardLink,
  paths,
}: {
  category: Category;
  items: readonly ProductSummary[];
  cardLink: CardLink;
  paths: LocalePaths;
}) {
  const headingId = `category-${category.toLowerCase()}`;
  return (
    <div className="mt-14">
      <h3 id={headingId} className="text-sm font-bold tracking-[0.2em] text-fg-muted">
        <Hyphenated text={category} />
      </h3>
      <ul
        aria-labelledby={headingId}
        className={cn("mt-6 grid gap-6", items.length > 1 && "sm:grid-cols-2 lg:grid-cols-3")}
      >
        {items.map((product) => (
          <li key={product.slug}>
            <ProductCard
              product={product}
              cardLink={cardLink}
              href={paths.solution(product.slug)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ProductCardProps {
  product: ProductSummary;
  cardLink: CardLink;
  href: string;
}

/** A product's card, named by its heading. */
function ProductCard({ product, cardLink, href }: ProductCardProps) {
  const headingId = `product-${product.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-border bg-raised p-6 shadow-sm"
    >
      <h4 id={headingId} className="text-xl font-semibold text-balance">
        <Hyphenated text={product.title} />
      </h4>
      <p className="mt-3 grow text-fg-muted">{product.description}</p>
      <a
        href={href}
        className="mt-6 inline-flex min-h-6 items-center gap-1 font-semibold text-accent hover:underline"
      >
        {cardLink.label}
        <span className="sr-only">
          {cardLink.aboutBefore}
          {product.title}
        </span>
        <span aria-hidden="true">{cardLink.arrow}</span>
      </a>
    </article>
  );
}
