import { CloseIcon, PlayIcon } from "~/components/ui/icons";
import type { HomeContent } from "~/content/site-content";

type Overview = HomeContent["overview"];

const DIALOG_ID = "platform-overview";

/**
 * The hero's "play video" control. The overview is an animation drawn from the site's own
 * content, so it plays without a network; invoker commands open it even without JavaScript.
 */
export function OverviewButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" commandfor={DIALOG_ID} command="show-modal" className={className}>
      <span className="grid size-10 place-items-center rounded-full bg-on-hero text-hero">
        <PlayIcon className="size-4 translate-x-px" />
      </span>
      {label}
    </button>
  );
}

export function OverviewDialog({ overview }: { overview: Overview }) {
  const { title, summary, layers, closeLabel } = overview;
  return (
    <dialog
      id={DIALOG_ID}
      aria-labelledby={`${DIALOG_ID}-title`}
      className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-2xl bg-raised p-0 text-fg shadow-2xl backdrop:bg-ink/70"
    >
      <div className="flex items-start justify-between gap-4 p-6 pb-0">
        <div>
          <h2 id={`${DIALOG_ID}-title`} className="text-xl font-bold">
            {title}
          </h2>
          <p className="mt-1 text-fg-muted">{summary}</p>
        </div>
        <button
          type="button"
          commandfor={DIALOG_ID}
          command="close"
          aria-label={closeLabel}
          className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-surface"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <ol className="overview-stack flex flex-col-reverse gap-2 p-6">
        {layers.map((layer, index) => (
          <li
            key={layer.title}
            className="overview-layer rounded-lg border border-border bg-surface px-4 py-3"
            data-step={index + 1}
          >
            <span className="font-semibold">{layer.title}</span>
            <span className="block text-sm text-fg-muted">{layer.caption}</span>
          </li>
        ))}
      </ol>
    </dialog>
  );
}
