import type { HomeContent } from "~/content/site-content";
import { Hyphenated } from "~/components/ui/hyphenated";

export function ValuesSection({ section }: { section: HomeContent["values"] }) {
  return (
    <section id="values" aria-labelledby="values-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="values-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Hyphenated text={section.heading} />
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-fg-muted">{section.intro}</p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2">
          {section.items.map((value, index) => (
            <li key={value.title} className="rounded-2xl border border-border bg-raised p-6">
              <p aria-hidden="true" className="font-mono text-sm font-bold text-accent">
                {String(index + 1).padStart(2, "0")}
              </p>
              <h3 className="mt-2 text-xl font-semibold">
                <Hyphenated text={value.title} />
              </h3>
              {"highlight" in value && (
                <p className="mt-3 inline-block rounded-md bg-accent/10 px-2 py-1 font-semibold text-accent-strong">
                  {value.highlight}
                </p>
              )}
              <p className="mt-3 text-fg-muted">{value.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
