import type { ReactNode } from "react";
import { HeroSection } from "~/components/home/hero-section";
import { Hyphenated } from "~/components/ui/hyphenated";
import { MarkedText } from "~/components/ui/marked-text";
import type { HomeContent, PageChrome } from "~/content/site-content";
import { categories } from "~/content/types";
import { cn } from "~/lib/cn";

export function HomePage({ content, chrome }: { content: HomeContent; chrome: PageChrome }) {
  const { products, cards, cardLink, about, values } = content;
  return (
    <>
      <HeroSection content={content} chrome={chrome} />
      <HomeSection id="solutions" heading={products.heading} intro={products.intro}>
        {categories.map((category) => {
          const headingId = `category-${category.toLowerCase()}`;
          const items = cards.filter((product) => product.category === category);
          return (
            <div key={category} className="mt-14">
              <h3 id={headingId} className="text-sm font-bold tracking-[0.2em] text-fg-muted">
                <Hyphenated text={category} />
              </h3>
              <ul
                aria-labelledby={headingId}
                className={cn(
                  "mt-6 grid gap-6",
                  items.length > 1 && "sm:grid-cols-2 lg:grid-cols-3",
                )}
              >
                {items.map((product) => (
                  <li key={product.slug} className="print:break-inside-avoid">
                    <article
                      aria-labelledby={`product-${product.slug}`}
                      className="flex h-full flex-col rounded-2xl border border-border bg-raised p-6 shadow-sm"
                    >
                      <h4
                        id={`product-${product.slug}`}
                        className="text-xl font-semibold text-balance"
                      >
                        <Hyphenated text={product.title} />
                      </h4>
                      <p className="mt-3 grow text-fg-muted">{product.description}</p>
                      <a
                        href={chrome.paths.solution(product.slug)}
                        className="mt-6 inline-flex min-h-6 items-center gap-1 font-semibold text-accent hover:underline"
                      >
                        <MarkedText text={cardLink.learnMore} values={{ product: product.title }} />
                        <span aria-hidden="true">{cardLink.arrow}</span>
                      </a>
                    </article>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </HomeSection>
      <section id="about" aria-labelledby="about-heading" className="band-surface py-20">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[2fr_3fr]">
          <h2 id="about-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {about.heading}
          </h2>
          <div className="space-y-5 text-lg text-fg-muted">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <HomeSection id="values" heading={values.heading} intro={values.intro}>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2">
          {values.items.map((value, index) => (
            <li
              key={value.title}
              className="rounded-2xl border border-border bg-raised p-6 print:break-inside-avoid"
            >
              <p aria-hidden="true" className="font-mono text-sm font-bold text-accent">
                {String(index + 1).padStart(2, "0")}
              </p>
              <h3 className="mt-2 text-xl font-semibold">
                <Hyphenated text={value.title} />
              </h3>
              {"highlight" in value && (
                <p className="mt-3 inline-block rounded-md bg-accent/10 px-2 py-1 font-semibold text-accent-strong">
                  {value.highlight}
                </p>
              )}
              <p className="mt-3 text-fg-muted">{value.body}</p>
            </li>
          ))}
        </ol>
      </HomeSection>
    </>
  );
}

function HomeSection(props: { id: string; heading: string; intro: string; children: ReactNode }) {
  const { id, heading, intro, children } = props;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Hyphenated text={heading} />
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-fg-muted">{intro}</p>
        {children}
      </div>
    </section>
  );
}
