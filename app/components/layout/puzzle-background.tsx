import { PUZZLE_SHAPE_COUNT } from "~/content/constants";
import { PuzzlePiece } from "~/components/art/puzzle-piece";

/**
 * Puzzle pieces drifting slowly behind the content, below the header; pure decoration. They
 * float over the bands of colour and under everything else (app.css, "Bands").
 * Each piece's place, size and pace come from `.puzzle-shape:nth-child(n)` in app.css,
 * because style attributes would break the strict content security policy.
 */
export function PuzzleBackground() {
  return (
    <div
      aria-hidden="true"
      className="puzzle-layer pointer-events-none fixed inset-x-0 top-(--header-height) bottom-0 overflow-hidden print:hidden"
    >
      {Array.from({ length: PUZZLE_SHAPE_COUNT }, (_, i) => (
        <PuzzlePiece key={i} className="puzzle-shape" />
      ))}
    </div>
  );
}
