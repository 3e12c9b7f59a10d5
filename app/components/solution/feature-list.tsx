import { CheckIcon } from "~/components/ui/icons";
import type { Feature, ProductLayout } from "~/content/types";
import { cn } from "~/lib/cn";

interface FeatureListProps {
  features: readonly Feature[];
  layout: ProductLayout;
}

/** The "Key Features" grid: numbered for ERP, a checklist for Citros, cards elsewhere. */
export function FeatureList({ features, layout }: FeatureListProps) {
  const ListTag = layout === "erp" ? "ol" : "ul";
  return (
    <section aria-labelledby="key-features" className="mt-16">
      <h2 id="key-features" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Key Features
      </h2>
      <ListTag
        className={cn(
          "mt-8 grid gap-6",
          layout === "citros" ? "sm:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3",
        )}
      >
        {features.map((feature, index) => (
          <li
            key={feature.title}
            className={cn(
              "flex gap-4",
              layout === "citros" ? "py-2" : "rounded-2xl border border-border bg-raised p-6",
            )}
          >
            <FeatureMarker layout={layout} index={index} />
            <div>
              <h3 className="font-semibold">{feature.title}</h3>
              {feature.description && <p className="mt-2 text-fg-muted">{feature.description}</p>}
            </div>
          </li>
        ))}
      </ListTag>
    </section>
  );
}

function FeatureMarker({ layout, index }: { layout: ProductLayout; index: number }) {
  if (layout === "erp") {
    return (
      <span aria-hidden="true" className="font-mono text-sm font-bold text-accent">
        {String(index + 1).padStart(2, "0")}
      </span>
    );
  }
  if (layout === "citros") {
    return (
      <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent text-on-accent">
        <CheckIcon className="size-4" />
      </span>
    );
  }
  return <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent" />;
}
