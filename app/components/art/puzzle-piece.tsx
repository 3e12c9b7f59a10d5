import type { CSSProperties } from "react";
import { PUZZLE_PIECE_PATH } from "~/lib/artwork";

export function PuzzlePiece({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      className={className}
      style={style}
      fill="currentColor"
    >
      <path d={PUZZLE_PIECE_PATH} />
    </svg>
  );
}
