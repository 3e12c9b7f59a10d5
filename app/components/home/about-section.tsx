import type { HomeContent } from "~/content/site-content";

export function AboutSection({ section }: { section: HomeContent["about"] }) {
  return (
    <section id="about" aria-labelledby="about-heading" className="band-surface py-20">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <h2 id="about-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {section.heading}
        </h2>
        <div className="space-y-5 text-lg text-fg-muted">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
