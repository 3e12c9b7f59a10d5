import { Hyphenated } from "~/components/ui/hyphenated";
import type { DocumentPageText } from "~/content/schema";
import type { ImprintPage } from "~/content/site-content";

/** A legal page or the accessibility statement in sections, or the imprint's labelled values. */
export function DocumentArticle({ page }: { page: DocumentPageText | ImprintPage }) {
  const imprint = "entries" in page;
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1
        className={
          imprint
            ? "text-4xl font-extrabold tracking-tight"
            : // Small enough on a phone that a one-word German title fits whole: Datenschutzerklärung.
              "text-2xl font-extrabold tracking-tight sm:text-4xl"
        }
      >
        <Hyphenated text={page.title} />
      </h1>
      {imprint ? (
        <>
          <p className="mt-4 text-fg-muted">{page.intro}</p>
          <dl className="mt-10 divide-y divide-border border-y border-border">
            {page.entries.map((entry) => (
              <div key={entry.label} className="grid gap-1 py-3 sm:grid-cols-[16rem_1fr] sm:gap-4">
                <dt className="font-semibold">
                  <Hyphenated text={entry.label} />
                </dt>
                <dd className="text-fg-muted">
                  {entry.href ? (
                    <a href={entry.href} className="text-accent underline underline-offset-2">
                      {entry.value}
                    </a>
                  ) : (
                    entry.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        page.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-xl font-semibold">
              <Hyphenated text={section.heading} />
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-fg-muted">
                {paragraph}
              </p>
            ))}
          </section>
        ))
      )}
    </article>
  );
}
