import type { ExtraSection as ExtraSectionData } from "~/content/types";
import { cn } from "~/lib/cn";
import { Hyphenated } from "~/components/ui/hyphenated";

interface ExtraSectionProps {
  section: ExtraSectionData;
  /** A stack of layers, top to bottom, rather than a grid of tiles. */
  stacked: boolean;
}

/** A titled block below the key features, such as "How BOP fits" or "Verticals". */
export function ExtraSection({ section, stacked }: ExtraSectionProps) {
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
              "rounded-xl border border-border bg-raised p-5",
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
