import { useTypedText } from "~/hooks/use-typed-text";

interface HeroTitleProps {
  title: string;
  subtitle: string;
}

/**
 * The hero's h1 and subtitle. The h1 holds the whole title from the first byte: while typing,
 * the not-yet-typed letters are still laid out, only not drawn, so the final text's box
 * never moves; the label keeps the name whole for assistive technology.
 */
export function HeroTitle({ title, subtitle }: HeroTitleProps) {
  const { shown, phase } = useTypedText(title);
  return (
    <div className="hero-heading" data-phase={phase}>
      <h1
        id="hero-title"
        aria-label={title}
        className="max-w-3xl text-5xl font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl"
      >
        {/* One span a letter, so typing only changes opacity: no text moves between nodes. */}
        {Array.from(title, (letter, index) => (
          <span key={index} className={letterClass(index, shown)}>
            {letter}
          </span>
        ))}
      </h1>
      <p className="hero-subtitle mt-6 text-xl text-on-hero-muted sm:text-2xl">{subtitle}</p>
    </div>
  );
}

function letterClass(index: number, shown: number): string | undefined {
  if (index >= shown) return "hero-untyped";
  return index === shown - 1 ? "hero-caret" : undefined;
}
