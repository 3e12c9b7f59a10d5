import { cn } from "~/lib/cn";
import { PUZZLE_PIECE_PATH } from "./puzzle-piece";

/** One piece's step in the 0 0 100 100 drawing: its body is 60 units square, so copies interlock. */
const STEP = 60;
const GRID = [0, 1, 2].flatMap((row) => [0, 1, 2].map((column) => ({ row, column })));
/** The piece lifted out of the grid, on its way into its slot. */
const LOOSE = { row: 1, column: 2 };

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
        {GRID.map(({ row, column }) => {
          const loose = row === LOOSE.row && column === LOOSE.column;
          return (
            <path
              key={`${row}-${column}`}
              d={PUZZLE_PIECE_PATH}
              transform={`translate(${column * STEP - 12} ${row * STEP - 11})`}
              fill={loose ? "none" : "currentColor"}
              fillOpacity={0.1 + ((row + column) % 3) * 0.08}
              stroke="currentColor"
              strokeOpacity={loose ? 0.6 : 0.35}
              strokeDasharray={loose ? "4 4" : undefined}
              strokeWidth={1.5}
            />
          );
        })}
        <path
          className="hero-art-loose"
          d={PUZZLE_PIECE_PATH}
          transform={`translate(${LOOSE.column * STEP - 2} ${LOOSE.row * STEP - 31})`}
          fill="currentColor"
          stroke="var(--color-hero)"
          strokeWidth={2}
        />
      </g>
    </svg>
  );
}
