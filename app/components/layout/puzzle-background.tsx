import { PUZZLE_SHAPE_COUNT } from "~/content/constants";
import { PUZZLE_PIECE_PATH } from "~/lib/artwork";

/** Each piece's place, size and pace are CSS (puzzleShapesCss): style attributes would break the CSP. */
export function PuzzleBackground() {
  return (
    <div
      aria-hidden="true"
      className="puzzle-layer pointer-events-none fixed inset-x-0 top-(--header-height) bottom-0 overflow-hidden print:hidden"
    >
      {Array.from({ length: PUZZLE_SHAPE_COUNT }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 100 100"
          aria-hidden="true"
          focusable="false"
          className="puzzle-shape"
          fill="currentColor"
        >
          <path d={PUZZLE_PIECE_PATH} />
        </svg>
      ))}
    </div>
  );
}
