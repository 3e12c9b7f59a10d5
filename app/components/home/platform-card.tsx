import type { HomeContent } from "~/content/site-content";

/** The card in the hero that lifts into a raised state near the hero's end (app.css). */
export function PlatformCard({ overview }: { overview: HomeContent["overview"] }) {
  return (
    <div className="platform-card relative isolate rounded-2xl border border-border bg-raised p-6 text-fg shadow-sm">
      <p className="font-semibold">{overview.title}</p>
      <ol className="mt-4 flex flex-col-reverse gap-2">
        {overview.layers.map((layer) => (
          <li
            key={layer.title}
            className="rounded-lg border-s-4 border-accent bg-surface px-3 py-2 text-sm"
          >
            {layer.title}
          </li>
        ))}
      </ol>
    </div>
  );
}
