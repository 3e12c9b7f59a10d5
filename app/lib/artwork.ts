/** The mark's shapes on its 32-unit grid, shared by the logo and the sharing image. */
export const LOGO_PATHS = {
  outline: "M16 2.4 27.78 9.2v13.6L16 29.6 4.22 22.8V9.2Z",
  edges: "M16 16v13.6M16 16 4.22 9.2M16 16l11.78-6.8",
  /** The inner cube's top, left and right faces, lit from above. */
  faces: [
    { d: "M16 9.4l5.72 3.3L16 16l-5.72-3.3Z", opacity: 1 },
    { d: "M10.28 12.7 16 16v6.6l-5.72-3.3Z", opacity: 0.75 },
    { d: "M21.72 12.7 16 16v6.6l5.72-3.3Z", opacity: 0.5 },
  ],
} as const;

/** A jigsaw piece in a 0 0 100 100 box: tabs top and right, blanks bottom and left. */
export const PUZZLE_PIECE_PATH: string =
  "M15 28L34 28C38 28 39.5 25.5 37.5 22.5C34 17.5 34 11 42 11C50 11 50 17.5 46.5 22.5C44.5 25.5 46 28 50 28H69Q72 28 72 31L72 50C72 54 74.5 55.5 77.5 53.5C82.5 50 89 50 89 58C89 66 82.5 66 77.5 62.5C74.5 60.5 72 62 72 66V85Q72 88 69 88L50 88C46 88 44.5 85.5 46.5 82.5C50 77.5 50 71 42 71C34 71 34 77.5 37.5 82.5C39.5 85.5 38 88 34 88H15Q12 88 12 85L12 66C12 62 14.5 60.5 17.5 62.5C22.5 66 29 66 29 58C29 50 22.5 50 17.5 53.5C14.5 55.5 12 54 12 50V31Q12 28 15 28Z";

/** A piece's body is 60 units square, so copies this far apart interlock. */
const PIECE_STEP = 60;

/** The hero's and the sharing image's puzzle, with the piece at `lifted` raised out of its slot. */
export function puzzleWithLiftedPiece(
  rows: number,
  columns: number,
  lifted: { row: number; column: number },
  shade: number,
) {
  const pieces = Array.from({ length: rows * columns }, (_, index) => {
    const row = Math.floor(index / columns);
    const column = index % columns;
    return {
      key: `${row}-${column}`,
      transform: `translate(${column * PIECE_STEP - 12} ${row * PIECE_STEP - 11})`,
      slot: row === lifted.row && column === lifted.column,
      shade: Math.round((shade + ((row + column) % 3) * 0.08) * 100) / 100,
    };
  });
  const liftedTransform = `translate(${lifted.column * PIECE_STEP - 2} ${lifted.row * PIECE_STEP - 31})`;
  return { pieces, liftedTransform };
}

/** The background's pieces (PUZZLE_SHAPE_COUNT) on a 4 × 3 grid, nudged so it does not read as one. */
const BACKGROUND_LEFT = [2, 31, 60, 78, 7, 36, 54, 83, 12, 30, 59, 77];
const BACKGROUND_TOP = [4, 11, 9, 7, 38, 45, 43, 41, 72, 70, 77, 75];
const BACKGROUND_SIZES = [56, 104, 72, 120, 88];
const BACKGROUND_DRIFT_SECONDS = [22, 37, 31, 25, 40, 34, 28];

/** Each background piece's place (in %), size, turn and pace: the CSP forbids style attributes. */
export function puzzleShapesCss(): string {
  return BACKGROUND_LEFT.map((left, index) => {
    const size = BACKGROUND_SIZES[index % BACKGROUND_SIZES.length];
    const duration = BACKGROUND_DRIFT_SECONDS[index % BACKGROUND_DRIFT_SECONDS.length];
    return (
      `.puzzle-shape:nth-child(${index + 1}){left:${left}%;top:${BACKGROUND_TOP[index]}%;` +
      `width:${size}px;height:${size}px;rotate:${(index * 47) % 360}deg;` +
      `animation-duration:${duration}s;animation-delay:${-index * 2.5}s}`
    );
  }).join("\n");
}
