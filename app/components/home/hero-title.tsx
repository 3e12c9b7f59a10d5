interface HeroTitleProps {
  title: string;
  subtitle: string;
}

/**
 * The hero's h1 and subtitle, typed by CSS alone (app.css, "Hero title typing"): every letter is
 * drawn from the first paint under a cover in the hero's colour that drops at its step, so the
 * text counts for LCP at once and is never drawn faint. A screen reader hears the title once,
 * whole, from visually hidden text; the typed letters are decoration, hidden from it. The letters
 * stay siblings of one another, as the CSS numbers them (.hero-letter:nth-child).
 */
export function HeroTitle({ title, subtitle }: HeroTitleProps) {
  return (
    <div className="hero-heading">
      <h1
        id="hero-title"
        className="max-w-3xl text-5xl font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl"
      >
        <span className="sr-only">{title}</span>
        <span aria-hidden="true">
          {Array.from(title, (letter, index) => (
            <span key={index} className="hero-letter">
              {letter}
            </span>
          ))}
        </span>
      </h1>
      <p className="hero-subtitle mt-6 w-fit text-xl text-on-hero-muted sm:text-2xl">{subtitle}</p>
    </div>
  );
}
