import { imprintPage } from "~/content/imprint";
import { site } from "~/content/site";
import { ui } from "~/content/ui";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/content/paths";

export const meta = () =>
  pageMeta({
    title: `${imprintPage.title}${ui.meta.titleSeparator}${site.brand}`,
    description: imprintPage.description,
    path: paths.imprint,
  });

export default function ImprintRoute() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{imprintPage.title}</h1>
      <p className="mt-4 text-fg-muted">{imprintPage.intro}</p>
      <dl className="mt-10 divide-y divide-border border-y border-border">
        {imprintPage.entries.map((entry) => (
          <div key={entry.label} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
            <dt className="font-semibold">{entry.label}</dt>
            <dd className="text-fg-muted">{entry.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
