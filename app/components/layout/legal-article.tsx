import type { DocumentPageText } from "~/content/schema";
import { Hyphenated } from "~/components/ui/hyphenated";

export function LegalArticle({ page }: { page: DocumentPageText }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        <Hyphenated text={page.title} />
      </h1>
      {page.sections.map((section) => (
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
      ))}
    </article>
  );
}
