import { useEffect, useState, type RefObject } from "react";
import { CARD_RAISE_PROGRESS, HERO_REVEAL_SCROLL_FRACTION } from "~/content/constants";

/**
 * Publishes scroll progress through the hero (0 to 1) as the CSS variable --hero-progress on the
 * hero, which drives its reveals in CSS, and reports whether the card should be raised.
 */
export function useHeroReveal(hero: RefObject<HTMLElement | null>): { raised: boolean } {
  const [raised, setRaised] = useState(false);

  useEffect(() => {
    const element = hero.current;
    if (!element) return undefined;
    const update = () => {
      const distance = element.offsetHeight * HERO_REVEAL_SCROLL_FRACTION;
      const progress = Math.min(1, Math.max(0, window.scrollY / distance));
      element.style.setProperty("--hero-progress", progress.toFixed(4));
      setRaised(progress >= CARD_RAISE_PROGRESS);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [hero]);

  return { raised };
}
