import { cn } from "~/lib/cn";
import { PUZZLE_PIECE_PATH, puzzleWithLiftedPiece } from "~/lib/artwork";

/** A 3 × 3 puzzle, the piece at row 1, column 2 on its way into its slot. */
const { pieces, liftedTransform } = puzzleWithLiftedPiece(3, 3, { row: 1, column: 2 }, 0.1);

/** The hero's picture: a 3 × 3 puzzle with one piece about to fit. Decoration only. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 240 240"
      width={240}
      height={240}
      aria-hidden="true"
      focusable="false"
      className={cn("text-hero-accent", className)}
    >
      <g transform="translate(20 20)">
        {pieces.map((piece) => (
          <path
            key={piece.key}
            d={PUZZLE_PIECE_PATH}
            transform={piece.transform}
            fill={piece.slot ? "none" : "currentColor"}
            fillOpacity={piece.shade}
            stroke="currentColor"
            strokeOpacity={piece.slot ? 0.6 : 0.35}
            strokeDasharray={piece.slot ? "4 4" : undefined}
            strokeWidth={1.5}
          />
        ))}
        <path
          className="hero-art-loose"
          d={PUZZLE_PIECE_PATH}
          transform={liftedTransform}
          fill="currentColor"
          stroke="var(--color-hero)"
          strokeWidth={2}
        />
      </g>
    </svg>
  );
}
