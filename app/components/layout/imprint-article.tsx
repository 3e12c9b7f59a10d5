import type { ImprintPage } from "~/content/site-content";
import { Hyphenated } from "~/components/ui/hyphenated";

/** The imprint's disclosures as a list of labelled values. */
export function ImprintArticle({ page }: { page: ImprintPage }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">
        <Hyphenated text={page.title} />
      </h1>
      <p className="mt-4 text-fg-muted">{page.intro}</p>
      <dl className="mt-10 divide-y divide-border border-y border-border">
        {page.entries.map((entry) => (
          <div key={entry.label} className="grid gap-1 py-3 sm:grid-cols-[16rem_1fr] sm:gap-4">
            <dt className="font-semibold">
              <Hyphenated text={entry.label} />
            </dt>
            <dd className="text-fg-muted">{entry.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
