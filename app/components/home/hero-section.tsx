import { Fragment } from "react";
import { ArrowRightIcon, CloseIcon, PlayIcon } from "~/components/ui/icons";
import type { HomeContent, PageChrome } from "~/content/site-content";
import { PUZZLE_PIECE_PATH, puzzleWithLiftedPiece } from "~/lib/artwork";

const DIALOG_ID = "platform-overview";
const HYPHEN = /^[-\u2010]$/;

const { pieces, liftedTransform } = puzzleWithLiftedPiece(3, 3, { row: 1, column: 2 }, 0.1);

/** What reveals on scrolling starts at the fold (app.css, "Hero scroll reveal"). */
export function HeroSection({ content, chrome }: { content: HomeContent; chrome: PageChrome }) {
  const { page, trusted, verticals, overview } = content;
  const { title, subtitle } = chrome.text.site.hero;
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="hero dark-surface relative overflow-clip bg-hero text-on-hero"
      >
        <div className="hero-intro mx-auto flex min-h-[calc(100svh-var(--header-height))] max-w-6xl flex-col justify-center gap-12 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            {/* Typed by CSS alone (app.css, "Hero title typing"), which numbers the letters. */}
            <div className="hero-heading">
              <h1
                id="hero-title"
                className="max-w-3xl text-5xl font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl"
              >
                <span className="sr-only">{title}</span>
                <span aria-hidden="true">
                  {/* Firefox finds no break after a hyphen between letters' spans: <wbr> gives it. */}
                  {Array.from(title, (letter, index) => (
                    <Fragment key={index}>
                      <span className="hero-letter">{letter}</span>
                      {HYPHEN.test(letter) && <wbr />}
                    </Fragment>
                  ))}
                </span>
              </h1>
              <p className="hero-subtitle mt-6 w-fit text-xl text-on-hero-muted sm:text-2xl">
                {subtitle}
              </p>
            </div>
            <a
              href={chrome.paths.solutions}
              className="mt-10 inline-flex min-h-12 items-center gap-2 rounded-full bg-hero-accent px-6 font-semibold text-hero hover:bg-on-hero print:bg-transparent print:px-0 print:text-accent"
            >
              {page.exploreLink}
              <ArrowRightIcon className="size-4" />
            </a>
          </div>
          {/* On a short phone screen the picture would only be cut by the fold. */}
          <svg
            viewBox="0 0 240 240"
            width={240}
            height={240}
            aria-hidden="true"
            focusable="false"
            className="text-hero-accent size-44 shrink-0 max-md:[@media(height<45rem)]:hidden md:size-56 lg:size-80"
          >
            <g transform="translate(20 20)">
              {pieces.map((piece) => (
                <path
                  key={piece.key}
                  d={PUZZLE_PIECE_PATH}
                  transform={piece.transform}
                  fill={piece.slot ? "none" : "currentColor"}
                  fillOpacity={piece.shade}
                  stroke="currentColor"
                  strokeOpacity={piece.slot ? 0.6 : 0.35}
                  strokeDasharray={piece.slot ? "4 4" : undefined}
                  strokeWidth={1.5}
                />
              ))}
              <path
                className="hero-art-loose"
                d={PUZZLE_PIECE_PATH}
                transform={liftedTransform}
                fill="currentColor"
                stroke="var(--color-hero)"
                strokeWidth={2}
              />
            </g>
          </svg>
        </div>
        <div className="hero-wipe border-t border-on-hero/10 bg-hero-raised">
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[3fr_2fr] lg:py-20">
            <div className="hero-trusted">
              <p className="text-sm font-bold tracking-[0.2em] text-hero-accent">
                {trusted.eyebrow}
              </p>
              <h2 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                {trusted.heading}
              </h2>
              <p className="mt-4 max-w-xl text-lg text-on-hero-muted">{trusted.body}</p>
              <ul aria-label={page.verticalsLabel} className="mt-6 flex flex-wrap gap-2">
                {verticals.map((vertical) => (
                  <li
                    key={vertical}
                    className="rounded-full border border-on-hero/20 bg-on-hero/5 px-3 py-1 text-sm"
                  >
                    {vertical}
                  </li>
                ))}
              </ul>
              {/* Invoker commands open the overview even without JavaScript. */}
              <button
                type="button"
                commandfor={DIALOG_ID}
                command="show-modal"
                className="hero-play mt-8 inline-flex min-h-11 items-center gap-3 rounded-3xl py-1 pe-5 ps-1 text-start font-semibold text-on-hero ring-1 ring-on-hero/30 hover:ring-on-hero print:hidden"
              >
                <span className="grid size-10 place-items-center rounded-full bg-on-hero text-hero">
                  <PlayIcon className="size-4 translate-x-px" />
                </span>
                {overview.buttonLabel}
              </button>
            </div>
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
          </div>
        </div>
      </section>
      <dialog
        id={DIALOG_ID}
        aria-labelledby={`${DIALOG_ID}-title`}
        className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-2xl bg-raised p-0 text-fg shadow-2xl backdrop:bg-ink/70"
      >
        {/* The close button in the corner, beside the title alone: on a phone the summary keeps
            the dialog's whole width. */}
        <div className="relative p-6 pb-0">
          <h2 id={`${DIALOG_ID}-title`} className="pe-10 text-xl font-bold">
            {overview.title}
          </h2>
          <p className="mt-1 text-fg-muted">{overview.summary}</p>
          <button
            type="button"
            commandfor={DIALOG_ID}
            command="close"
            aria-label={overview.closeLabel}
            className="absolute end-3 top-3 grid size-11 place-items-center rounded-full hover:bg-surface"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <ol className="overview-stack flex flex-col-reverse gap-2 p-6">
          {overview.layers.map((layer, index) => (
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
    </>
  );
}
