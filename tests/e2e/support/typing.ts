// The hero's typing as a visitor sees it, shared by first-paint.spec.ts and the engines' spec.

export interface TypingState {
  /** The title's letters a visitor sees: those whose cover has dropped, or that have none. */
  drawn: string;
  subtitleDrawn: boolean;
  /** Hero text drawn at neither full strength nor not at all: text at low contrast. */
  faint: string[];
  /** The places (from 1) of the letters with the caret at their end. */
  carets: number[];
}

/** Page-side: the typing with the document timeline held at `at` ms, or as it is now. */
export function typingStateInPage(at: number | null): TypingState {
  if (at !== null) {
    for (const animation of document.getAnimations()) {
      if (animation.timeline !== document.timeline) continue;
      animation.pause();
      animation.currentTime = at;
    }
  }
  const heading = document.querySelector(".hero-heading");
  if (!heading) throw new Error("no .hero-heading");
  const alpha = (color: string) => {
    const parts = /rgba?\(([^)]+)\)/.exec(color)?.[1]?.split(/[\s,/]+/) ?? [];
    return parts.length === 4 ? Number(parts[3]) : parts.length === 3 ? 1 : 0;
  };
  const coverAlpha = (element: Element) => {
    const cover = getComputedStyle(element, "::before");
    return cover.content === "none" ? 0 : alpha(cover.backgroundColor);
  };
  const letters = [...heading.querySelectorAll(".hero-letter")];
  const subtitle = heading.querySelector(".hero-subtitle");
  return {
    drawn: letters
      .filter((letter) => coverAlpha(letter) === 0)
      .map((letter) => letter.textContent)
      .join(""),
    subtitleDrawn: subtitle !== null && coverAlpha(subtitle) === 0,
    faint: [...letters, subtitle, heading.querySelector("h1")]
      .filter((element): element is Element => element !== null)
      .filter((element) => {
        const cover = coverAlpha(element);
        return Number(getComputedStyle(element).opacity) < 1 || (cover > 0 && cover < 1);
      })
      .map((element) => element.textContent ?? ""),
    carets: letters.flatMap((letter, index) => {
      const cover = getComputedStyle(letter, "::before");
      return cover.content !== "none" && alpha(cover.borderInlineEndColor) > 0 ? [index + 1] : [];
    }),
  };
}
