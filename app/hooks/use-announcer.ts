import { useCallback, useEffect, useRef } from "react";

/**
 * A polite live region that says one sentence at a time: `say` puts a sentence in it at once,
 * `sayWhenSettled` once `delay` has passed without another call (a count still being typed says
 * nothing). Its text is written straight into the element, one DOM change a sentence, so no part
 * of the page renders again to speak; the element renders empty and React leaves its text alone.
 */
export function useAnnouncer() {
  const region = useRef<HTMLParagraphElement>(null);
  const waiting = useRef<ReturnType<typeof setTimeout>>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(waiting.current);
    waiting.current = undefined;
  }, []);

  const say = useCallback((sentence: string) => {
    const element = region.current;
    if (sentence && element) element.textContent = sentence;
  }, []);

  const sayWhenSettled = useCallback(
    (compose: () => string, delay: number) => {
      cancel();
      waiting.current = setTimeout(() => {
        waiting.current = undefined;
        say(compose());
      }, delay);
    },
    [cancel, say],
  );

  /** Whether a settling sentence is still waiting: the keystrokes since the last pause. */
  const isSettling = useCallback(() => waiting.current !== undefined, []);

  useEffect(() => cancel, [cancel]);

  return { region, say, sayWhenSettled, isSettling };
}
