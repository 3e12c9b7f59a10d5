interface HeroTitleProps {
  title: string;
  subtitle: string;
}

/**
 * The hero's h1 and subtitle, typed by CSS alone (app.css, "Hero title typing"): every letter is
 * drawn from the first paint under a cover in the hero's colour that drops at its step, so the
 * text counts for LCP at once and is never drawn faint. The label names the title whole.
 */
export function HeroTitle({ title, subtitle }: HeroTitleProps) {
  return (
    <div className="hero-heading">
      <h1
        id="hero-title"
        aria-label={title}
        className="max-w-3xl text-5xl font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl"
      >
        {Array.from(title, (letter, index) => (
          <span key={index} className="hero-letter">
            {letter}
          </span>
        ))}
      </h1>
      <p className="hero-subtitle mt-6 w-fit text-xl text-on-hero-muted sm:text-2xl">{subtitle}</p>
    </div>
  );
}
