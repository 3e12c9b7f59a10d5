import { CheckIcon } from "~/components/ui/icons";
import type { LayoutTraits } from "~/content/layouts";
import type { Feature } from "~/content/types";
import { cn } from "~/lib/cn";
import { Hyphenated } from "~/components/ui/hyphenated";

type FeatureStyle = LayoutTraits["featureStyle"];

interface FeatureListProps {
  heading: string;
  features: readonly Feature[];
  style: FeatureStyle;
}

/** The "Key Features" grid: a numbered list, a two-column checklist, or cards. */
export function FeatureList({ heading, features, style }: FeatureListProps) {
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
              "flex gap-4",
              checklist ? "py-2" : "rounded-2xl border border-border bg-raised p-6",
            )}
          >
            <FeatureMarker style={style} index={index} />
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

function FeatureMarker({ style, index }: { style: FeatureStyle; index: number }) {
  if (style === "numbered") {
    return (
      <span aria-hidden="true" className="font-mono text-sm font-bold text-accent">
        {String(index + 1).padStart(2, "0")}
      </span>
    );
  }
  if (style === "checklist") {
    return (
      <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent text-on-accent">
        <CheckIcon className="size-4" />
      </span>
    );
  }
  return <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent" />;
}
