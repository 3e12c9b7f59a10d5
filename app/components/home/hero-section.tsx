import type { HomeContent, PageChrome } from "~/content/site-content";
import { HeroArt } from "~/components/art/hero-art";
import { ArrowRightIcon } from "~/components/ui/icons";
import { HeroTitle } from "~/components/home/hero-title";
import { OverviewButton, OverviewDialog } from "~/components/home/overview-dialog";
import { PlatformCard } from "~/components/home/platform-card";

/**
 * The first screen is the title, its subtitle, the way to the products and the picture, filling
 * the viewport below the header; what the spec reveals on scrolling (the wipe panel with the
 * trusted block, the play button and the card) starts at the fold (app.css, "Hero scroll reveal").
 */
export function HeroSection({ content, chrome }: { content: HomeContent; chrome: PageChrome }) {
  const { page, trusted, verticals, overview } = content;
  const { paths, text } = chrome;
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="hero dark-surface relative overflow-clip bg-hero text-on-hero"
      >
        <div className="hero-intro mx-auto flex min-h-[calc(100svh-var(--header-height))] max-w-6xl flex-col justify-center gap-12 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <HeroTitle title={text.site.hero.title} subtitle={text.site.hero.subtitle} />
            <a
              href={paths.solutions}
              className="mt-10 inline-flex min-h-12 items-center gap-2 rounded-full bg-hero-accent px-6 font-semibold text-hero hover:bg-on-hero"
            >
              {page.exploreLink}
              <ArrowRightIcon className="size-4" />
            </a>
          </div>
          {/* On a short phone screen the picture would only be cut by the fold. */}
          <HeroArt className="size-44 shrink-0 max-md:[@media(height<45rem)]:hidden md:size-56 lg:size-80" />
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
              <OverviewButton
                label={overview.buttonLabel}
                className="hero-play mt-8 inline-flex min-h-11 items-center gap-3 rounded-3xl py-1 pe-5 ps-1 text-start font-semibold text-on-hero ring-1 ring-on-hero/30 hover:ring-on-hero"
              />
            </div>
            <PlatformCard overview={overview} />
          </div>
        </div>
      </section>
      <OverviewDialog overview={overview} />
    </>
  );
}
