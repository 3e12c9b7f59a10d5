import type { LayoutTraits } from "~/content/layouts";
import type { Product } from "~/content/types";
import { cn } from "~/lib/cn";

/** Eyebrow, title and description, with the product's hero image where it has one. */
export function SolutionHero({ product, traits }: { product: Product; traits: LayoutTraits }) {
  const { heroImage } = product;
  const split = traits.heroImageBeside && heroImage;
  const dark = traits.heroTone === "dark";
  return (
    <header
      className={cn(
        "border-b border-border",
        dark ? "dark-surface bg-hero text-on-hero" : "band-surface",
      )}
    >
      <div
        className={cn(
          "mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20",
          split && "grid items-center gap-10 lg:grid-cols-2",
          dark && "text-center",
        )}
      >
        <div className={cn(dark && "mx-auto max-w-3xl")}>
          <p
            className={cn(
              "text-sm font-bold tracking-[0.2em] uppercase",
              dark ? "text-hero-accent" : "text-accent",
            )}
          >
            {product.eyebrow ?? product.category}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {product.title}
          </h1>
          <p
            className={cn(
              "mt-5 max-w-2xl text-xl",
              dark ? "mx-auto text-on-hero-muted" : "text-fg-muted",
            )}
          >
            {product.description}
          </p>
        </div>
        {heroImage && (
          <img
            src={heroImage.src}
            alt={heroImage.alt}
            width={heroImage.width}
            height={heroImage.height}
            fetchPriority="high"
            className={cn("h-auto w-full rounded-2xl shadow-lg", !split && "mt-12")}
          />
        )}
      </div>
    </header>
  );
}
