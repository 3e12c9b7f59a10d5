import type { SolutionPageText } from "~/content/site-content";
import type { LocalePaths } from "~/content/paths";

export function SolutionNotFound({ text, paths }: { text: SolutionPageText; paths: LocalePaths }) {
  const { title, body, backToProducts } = text.notFound;
  return (
    <div className="solution-not-found mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-fg-muted">{body}</p>
      <a
        href={paths.solutions}
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-semibold text-on-accent hover:bg-accent-strong"
      >
        {backToProducts}
      </a>
    </div>
  );
}
