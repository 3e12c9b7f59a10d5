import { useCallback, useState } from "react";

/**
 * Hands an error caught outside rendering (an event handler, a timer, a listener of the window's)
 * to the nearest error boundary, which React does by itself only for errors thrown while it
 * renders: the state update's function throws it again during the next render.
 */
export function useThrowToBoundary(): (error: unknown) => void {
  const [, setFailure] = useState<undefined>();
  return useCallback((error: unknown) => {
    setFailure(() => {
      throw error;
    });
  }, []);
}
