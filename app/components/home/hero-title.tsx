import { useTypedText } from "~/hooks/use-typed-text";

interface HeroTitleProps {
  title: string;
  subtitle: string;
}

/**
 * The hero's h1 and subtitle. The h1 always holds the whole title as text: typing only changes
 * which letters are drawn faint, so assistive technology and crawlers get the full title and
 * the final text's box never moves.
 */
export function HeroTitle({ title, subtitle }: HeroTitleProps) {
  const { shown, phase } = useTypedText(title);
  return (
    <div className="hero-heading" data-phase={phase}>
      <h1
        id="hero-title"
        className="max-w-3xl text-5xl font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl"
      >
        <span className="hero-typed">{title.slice(0, shown)}</span>
        <span className="hero-untyped">{title.slice(shown)}</span>
      </h1>
      <p className="hero-subtitle mt-6 text-xl text-on-hero-muted sm:text-2xl">{subtitle}</p>
    </div>
  );
}
