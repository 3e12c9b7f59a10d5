import { useEffect, useState } from "react";
import { TYPING_INTERVAL_MS } from "~/content/constants";
import { finishHeroTyping, heroTypingPending } from "~/lib/hero-typing";

export type TypingPhase = "static" | "typing" | "done";

/**
 * How many letters of `text` show, one more every TYPING_INTERVAL_MS, when the page asked for
 * typing before first paint; otherwise the whole text at once. Starts whole, as prerendered.
 */
export function useTypedText(text: string): { shown: number; phase: TypingPhase } {
  const [shown, setShown] = useState(text.length);
  const [phase, setPhase] = useState<TypingPhase>("static");

  useEffect(() => {
    if (!heroTypingPending()) return undefined;
    let typed = 0;
    const timer = window.setInterval(() => {
      typed += 1;
      setShown(typed);
      if (typed < text.length) {
        setPhase("typing");
        return;
      }
      window.clearInterval(timer);
      setPhase("done");
      finishHeroTyping();
    }, TYPING_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [text]);

  return { shown, phase };
}
