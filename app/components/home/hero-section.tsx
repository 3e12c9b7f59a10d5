import { Link } from "react-router";
import type { HomeContent } from "~/content/home";
import { useChrome } from "~/hooks/use-chrome";
import { HeroArt } from "~/components/art/hero-art";
import { HeroTitle } from "~/components/home/hero-title";
import { OverviewButton, OverviewDialog } from "~/components/home/overview-dialog";
import { PlatformCard } from "~/components/home/platform-card";

export function HeroSection({ content }: { content: HomeContent }) {
  const { page, trusted, verticals, overview } = content;
  const { paths, text } = useChrome();
  return (
    <section
      aria-labelledby="hero-title"
      className="hero relative overflow-hidden bg-hero text-on-hero"
    >
      <div className="relative mx-auto max-w-6xl px-4 pt-20 pb-14 sm:px-6 md:pt-28">
        <HeroArt className="absolute top-16 right-6 hidden size-80 lg:block" />
        <HeroTitle title={text.site.hero.title} subtitle={text.site.hero.subtitle} />
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <OverviewButton
            label={overview.buttonLabel}
            className="hero-play inline-flex min-h-11 items-center gap-3 rounded-full py-1 pe-5 ps-1 font-semibold text-on-hero ring-1 ring-on-hero/30 hover:ring-on-hero"
          />
          <Link
            to={paths.solutions}
            className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-hero-accent underline-offset-4 hover:underline"
          >
            {page.exploreLink}
          </Link>
        </div>
      </div>
      <div className="hero-wipe bg-surface text-fg">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[3fr_2fr]">
          <div className="hero-trusted">
            <p className="text-sm font-bold tracking-[0.2em] text-accent">{trusted.eyebrow}</p>
            <h2 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {trusted.heading}
            </h2>
            <p className="mt-4 max-w-xl text-lg text-fg-muted">{trusted.body}</p>
            <ul aria-label={page.verticalsLabel} className="mt-6 flex flex-wrap gap-2">
              {verticals.map((vertical) => (
                <li
                  key={vertical}
                  className="rounded-full border border-border bg-raised px-3 py-1 text-sm"
                >
                  {vertical}
                </li>
              ))}
            </ul>
          </div>
          <PlatformCard overview={overview} />
        </div>
      </div>
      <OverviewDialog overview={overview} />
    </section>
  );
}
