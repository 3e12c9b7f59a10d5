import { ArrowLeftIcon, CheckIcon } from "~/components/ui/icons";
import { Hyphenated } from "~/components/ui/hyphenated";
import { layoutTraits, type LayoutTraits } from "~/content/layouts";
import type { LocalePaths } from "~/content/paths";
import type { SolutionPageText } from "~/content/site-content";
import type { ExtraSection, Feature, Product } from "~/content/types";
import { cn } from "~/lib/cn";

interface SolutionPageProps {
  product: Product;
  text: SolutionPageText;
  paths: LocalePaths;
}

/** A product's page, its parts arranged as its layout's traits say (content/layouts.ts). */
export function SolutionPage({ product, text, paths }: SolutionPageProps) {
  const traits = layoutTraits[product.layout];
  const { longDescription } = product;
  const extras = (product.extraSections ?? []).map((section) => (
    <Extras key={section.id} section={section} stacked={traits.extrasStacked} />
  ));
  const features = (
    <FeatureList
      key="features"
      heading={text.keyFeatures}
      features={product.features}
      style={traits.featureStyle}
    />
  );
  return (
    <article data-layout={product.layout}>
      <SolutionHero product={product} traits={traits} />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        {longDescription?.length ? (
          <div className="max-w-3xl space-y-5 text-lg leading-relaxed">
            {longDescription.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <p className="text-lg text-fg-muted italic">{text.comingSoon}</p>
        )}
        {traits.extrasFirst ? [extras, features] : [features, extras]}
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

/** Eyebrow, title and description, with the product's hero image where it has one. */
function SolutionHero({ product, traits }: { product: Product; traits: LayoutTraits }) {
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

interface FeatureListProps {
  heading: string;
  features: readonly Feature[];
  style: LayoutTraits["featureStyle"];
}

/** The "Key Features": a numbered list, a two-column checklist, or cards. */
function FeatureList({ heading, features, style }: FeatureListProps) {
  const ListTag = style === "numbered" ? "ol" : "ul";
  const checklist = style === "checklist";
  return (
    <section aria-labelledby="key-features" className="mt-16">
      <h2 id="key-features" className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Hyphenated text={heading} />
      </h2>
      <ListTag
        className={cn(
          "mt-8 grid grid-cols-1 gap-6",
          checklist ? "sm:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3",
        )}
      >
        {features.map((feature, index) => (
          <li
            key={feature.title}
            className={cn(
              "flex gap-4 print:break-inside-avoid",
              checklist ? "py-2" : "rounded-2xl border border-border bg-raised p-6",
            )}
          >
            {style === "numbered" ? (
              <span aria-hidden="true" className="font-mono text-sm font-bold text-accent">
                {String(index + 1).padStart(2, "0")}
              </span>
            ) : checklist ? (
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent text-on-accent">
                <CheckIcon className="size-4" />
              </span>
            ) : (
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent" />
            )}
            <div className="min-w-0">
              <h3 className="font-semibold">
                <Hyphenated text={feature.title} />
              </h3>
              {feature.description && <p className="mt-2 text-fg-muted">{feature.description}</p>}
            </div>
          </li>
        ))}
      </ListTag>
    </section>
  );
}

/** A titled block beside the key features, as a stack of layers or a grid of tiles. */
function Extras({ section, stacked }: { section: ExtraSection; stacked: boolean }) {
  const ListTag = stacked ? "ol" : "ul";
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-16">
      <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Hyphenated text={section.heading} />
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-fg-muted">{section.intro}</p>
      <ListTag
        className={cn(
          "mt-8 grid gap-4",
          stacked ? "max-w-3xl grid-cols-1" : "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4",
        )}
      >
        {section.items.map((item) => (
          <li
            key={item.title}
            className={cn(
              "rounded-xl border border-border bg-raised p-5 print:break-inside-avoid",
              stacked && "border-s-4 border-s-accent",
            )}
          >
            <h3 className="font-semibold">
              <Hyphenated text={item.title} />
            </h3>
            {item.description && <p className="mt-1 text-fg-muted">{item.description}</p>}
          </li>
        ))}
      </ListTag>
    </section>
  );
}
